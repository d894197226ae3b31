/**
 * Saves a file the page fetched with the bearer token (a plain link cannot carry the token): the
 * contract in the wizard, the contract and its signature in the cabinet.
 */
export function saveFile(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.click();
  // The click starts the download synchronously; the address can go once it has been read.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
