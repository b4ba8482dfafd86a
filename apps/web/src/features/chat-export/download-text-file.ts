/**
 * Saves text the page made through a temporary download link, the one way a page can hand the
 * browser a file of its own.
 */
export function downloadTextFile(fileName: string, text: string, mimeType: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: revoking at once can cancel the download before it starts.
  window.setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
}
