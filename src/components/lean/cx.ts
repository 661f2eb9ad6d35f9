/**
 * Lean stand-ins for the few antd components the public pages and the entry
 * chunk draw in their simplest form. Each renders the same elements with the
 * same classes as antd's own (a test compares them, lean.test.tsx) and uses
 * antd's own style of that component, so it looks the same; what it leaves
 * out is what those components import for features used nowhere here:
 * Card brings Tabs and Skeleton, Title and Paragraph bring copy, edit and
 * ellipsis (TextArea, Tooltip), Result brings three large illustrations,
 * List its pager and grid, and Form (LeanForm) rc-field-form and its
 * validator.
 * Import each file itself: a barrel would bring all of them wherever one is used.
 */

/** classnames' rule for plain names: the truthy ones, space-separated. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
