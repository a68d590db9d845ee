/** Hands a file to the browser as a download under its name (an order confirmation, a chart). */
export function saveFile(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Some browsers read the blob after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
