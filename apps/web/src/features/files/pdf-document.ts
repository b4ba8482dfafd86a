import type { PDFDocumentProxy } from 'pdfjs-dist';

/**
 * Opens a PDF for the preview. PDF.js and its worker load only when a PDF is previewed; the worker
 * file is bundled from the package (same origin, so the Content-Security-Policy's worker-src
 * allows it) and nothing is evaluated from strings (the policy forbids eval).
 */
export async function openPdfDocument(data: Blob): Promise<PDFDocumentProxy> {
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  const bytes = new Uint8Array(await data.arrayBuffer());
  return pdfjs.getDocument({ data: bytes, isEvalSupported: false }).promise;
}
