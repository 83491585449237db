/** Long enough for any browser to have read the file; the address only holds a little memory until then. */
const REVOKE_AFTER_MS = 10_000;

/** Saves text as a file through a temporary link, without a round trip to the server. */
export function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
