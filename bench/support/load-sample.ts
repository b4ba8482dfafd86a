// What a page load cost up to the composer mark: the cold-load and instant scenarios read it.

export interface LoadSample {
  composerReadyMs: number;
  javascriptTransferBytes: number;
  javascriptDecodedBytes: number;
  cssTransferBytes: number;
  /** The document and every request started before the composer was usable. */
  criticalRequests: number;
  requestCount: number;
}

// A string, not a function: tsx's name-keeping helper (__name) does not exist inside the page.
export const readLoadSample = `(() => {
  const ready = performance.getEntriesByName('confab:composer-ready')[0];
  const resources = performance.getEntriesByType('resource');
  let javascriptTransferBytes = 0, javascriptDecodedBytes = 0, cssTransferBytes = 0, criticalRequests = 1;
  const readyAt = ready ? ready.startTime : Infinity;
  for (const entry of resources) {
    // The critical path is what was requested before the composer could take input; chunks
    // preloaded afterwards (the markdown renderer) do not delay it.
    if (entry.startTime > readyAt) continue;
    criticalRequests += 1;
    const pathname = new URL(entry.name).pathname;
    if (/\\.m?js$/.test(pathname)) {
      javascriptTransferBytes += entry.encodedBodySize;
      javascriptDecodedBytes += entry.decodedBodySize;
    } else if (/\\.css$/.test(pathname)) {
      cssTransferBytes += entry.encodedBodySize;
    }
  }
  return {
    composerReadyMs: ready ? ready.startTime : NaN,
    javascriptTransferBytes, javascriptDecodedBytes, cssTransferBytes, criticalRequests,
    requestCount: resources.length + 1,
  };
})()`;
