/**
 * Puts text on the clipboard: the Clipboard API where the page may use it (a secure page), else the older
 * copy command on a hidden text area. Rejects when neither worked, so the caller can show the text instead.
 */
export async function copyText(text: string): Promise<void> {
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return;
    }
  } catch {
    // Refused (no permission, or the page lost focus): the copy command below may still work.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.className = 'visually-hidden';
  document.body.append(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('The browser refused to copy.');
}
