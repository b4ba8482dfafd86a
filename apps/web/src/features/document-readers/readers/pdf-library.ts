type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

let loading: Promise<PdfJs> | undefined;

/**
 * PDF.js, loaded on the first PDF. Its worker module is imported first: it sets
 * `globalThis.pdfjsWorker`, and PDF.js then parses on the calling thread instead of starting a
 * worker of its own. We are already in a worker (and PDF.js's own start-up reads `window`, which a
 * worker lacks), so this keeps one thread per read, needs no extra worker URL in the CSP, and makes
 * Vite bundle PDF.js's parser as a hashed chunk of ours. The legacy build because it also runs in
 * Node 20 (the tests); modern Chromium runs it unchanged.
 */
export function loadPdfJs(): Promise<PdfJs> {
  loading ??= (async () => {
    await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    return import('pdfjs-dist/legacy/build/pdf.mjs');
  })();
  return loading;
}
