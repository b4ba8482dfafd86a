import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { Button } from '@confab/ui';
import { filesMessages } from './files-messages.ts';
import { openPdfDocument } from './pdf-document.ts';

/** Pages drawn at first, and added by each "Show more pages": a 300-page PDF starts at once. */
const pagesPerStep = 3;
/** Pages are drawn at this width (CSS pixels) and scaled down by the dialog on narrow screens. */
const pageWidth = 800;

/** PDF pages drawn onto canvases, first pages first, more on request. */
export function PdfPreview({ data }: { data: Blob }) {
  const intl = useIntl();
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [shown, setShown] = useState(pagesPerStep);

  useEffect(() => {
    let current = true;
    let opened: PDFDocumentProxy | null = null;
    openPdfDocument(data).then(
      (document) => {
        opened = document;
        if (current) setPdf(document);
        else void document.destroy();
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
      void opened?.destroy();
    };
  }, [data]);

  if (failed) return <p role="alert">{intl.formatMessage(filesMessages.previewFailed)}</p>;
  if (!pdf) return <p role="status">{intl.formatMessage(filesMessages.previewLoading)}</p>;
  const count = Math.min(shown, pdf.numPages);
  return (
    <div className="files-pdf">
      {Array.from({ length: count }, (_, index) => (
        <PdfPage key={index + 1} pdf={pdf} pageNumber={index + 1} />
      ))}
      {count < pdf.numPages ? (
        <Button
          onClick={() => {
            setShown((current) => current + pagesPerStep);
          }}
        >
          {intl.formatMessage(filesMessages.previewMorePages)}
        </Button>
      ) : null}
    </div>
  );
}

function PdfPage({ pdf, pageNumber }: { pdf: PDFDocumentProxy; pageNumber: number }) {
  const intl = useIntl();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let cancelRender: (() => void) | null = null;
    const draw = async () => {
      const page = await pdf.getPage(pageNumber);
      const canvas = canvasRef.current;
      if (cancelled || !canvas) return;
      const base = page.getViewport({ scale: 1 });
      const scale = (pageWidth / base.width) * Math.min(2, window.devicePixelRatio || 1);
      const viewport = page.getViewport({ scale });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      const task = page.render({ canvas, viewport });
      cancelRender = () => {
        task.cancel();
      };
      await task.promise;
    };
    draw().catch((error: unknown) => {
      // A render cancelled by closing the preview is not a failure.
      if (!cancelled && !(error instanceof Error && error.name === 'RenderingCancelledException'))
        setFailed(true);
    });
    return () => {
      cancelled = true;
      cancelRender?.();
    };
  }, [pdf, pageNumber]);

  const label = intl.formatMessage(filesMessages.previewPage, { page: pageNumber, count: pdf.numPages });
  return (
    <figure className="files-pdf__page">
      {failed ? <p role="alert">{intl.formatMessage(filesMessages.previewFailed)}</p> : null}
      <canvas ref={canvasRef} className="files-pdf__canvas" role="img" aria-label={label} />
      <figcaption className="files-pdf__caption">{label}</figcaption>
    </figure>
  );
}
