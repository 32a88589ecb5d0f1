/**
 * How long a download's object URL outlives the click. Safari reads the Blob after the click has
 * returned, and revoking the URL at once can cancel the download (FileSaver.js waits as long).
 */
export const REVOKE_AFTER_MS = 40_000;

/**
 * Hands `text` to the browser as a file download named `fileName`: a Blob behind a temporary
 * object URL, opened by a temporary `<a download>`. Nothing leaves the page: the data is already here.
 */
export function downloadFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  // Firefox follows only a link that is in the document.
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
