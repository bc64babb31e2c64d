// Saves a file the page already holds (an invoice, the seller's orders as CSV, fetched with the token) under a
// name of our choosing: a link to an object URL with `download`, clicked once.

/** How long the object URL outlives the click: the browser reads it after the click returns. */
const REVOKE_AFTER_MS = 60_000;

export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
