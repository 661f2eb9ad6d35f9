/**
 * Puts a text on the clipboard: the Clipboard API where the page may use it (a secure origin:
 * https or localhost), else the older copy command on a hidden text area, as
 * copy-to-clipboard (antd's) does, so a console served over plain http on a local network
 * copies too. Rejects when neither worked.
 */
export async function copyText(text: string): Promise<void> {
  if (window.isSecureContext && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // A refused permission: the copy command below may still work.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  Object.assign(area.style, { position: 'fixed', top: '0', left: '0', opacity: '0', pointerEvents: 'none' });
  document.body.appendChild(area);
  const focused = document.activeElement as HTMLElement | null;
  area.select();
  try {
    if (!document.execCommand('copy')) throw new Error('copy refused');
  } finally {
    area.remove();
    focused?.focus();
  }
}
