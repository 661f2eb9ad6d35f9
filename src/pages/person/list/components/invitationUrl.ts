/**
 * The whole address an invitee opens: this console's origin and its
 * registration route `/registry/{code}` (config/routes.ts), not the code alone.
 */
export function invitationUrl(code: string, origin: string = window.location.origin): string {
  return `${origin}/registry/${encodeURIComponent(code)}`;
}
