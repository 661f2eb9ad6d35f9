/**
 * Why a password could not be encrypted (./password.ts), in a module of its own so that the
 * screens that only put the failure into words (serverErrors.ts) do not bring the encryption.
 */
/**
 * The server sent no key, the page is not on a secure origin (HTTPS or localhost, where browsers
 * offer Web Crypto), or the key cannot be read. The screens say it in the user's language
 * (`password.keyError.<reason>`); the error's message is for logs.
 */
export type PublicKeyReason = 'missing' | 'insecure' | 'unreadable';

export class PublicKeyError extends Error {
  readonly reason: PublicKeyReason;

  constructor(reason: PublicKeyReason, detail: string) {
    super(detail);
    this.name = 'PublicKeyError';
    this.reason = reason;
  }
}
