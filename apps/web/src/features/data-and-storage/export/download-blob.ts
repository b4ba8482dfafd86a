/**
 * Hands a Blob to the browser as a download through a temporary link. The URL is revoked a minute
 * later, not at once: revoking in the same task can cancel a large download before it starts.
 */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 60_000);
}

/**
 * Whether this page can save files. A native wrapper's web view (and a few old browsers) ignores
 * the link's `download` attribute; there the export shows its text to copy instead (spec §8).
 * A wrapper says so by adding `ConfabNative` to its user agent.
 */
export function canDownloadFiles(): boolean {
  if (typeof document === 'undefined') return false;
  if (navigator.userAgent.includes('ConfabNative')) return false;
  return 'download' in document.createElement('a');
}
