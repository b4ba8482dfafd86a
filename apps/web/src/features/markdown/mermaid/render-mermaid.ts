// The lazy in-page Mermaid chunk: used only when the diagram frame cannot start (see
// mermaid-frame-client.ts).
import { yieldToEventLoop } from '@confab/core';
import { sanitiseDiagramSvg } from '../sanitise-markup.ts';
import { drawMermaid, type DiagramTheme } from './draw-mermaid.ts';

// Mermaid's image shapes (`A@{ img: "https://..." }`) fetch their picture while the diagram is drawn,
// before anything can sanitise it. The frame's policy blocks that fetch; the page's allows https
// images (those the reader chose to load), so the page does not draw such a diagram at all.
const imageShape = /@\{[^}]*\bimg\s*:/;

/** Renders a diagram to a sanitised SVG string; rejects on a syntax error or an image shape. */
export async function renderMermaid(source: string, theme: DiagramTheme): Promise<string> {
  if (imageShape.test(source)) throw new Error('A diagram with an image shape is not drawn in the page');
  const svg = await drawMermaid(source, theme);
  // Drawing and sanitising a first diagram were one task of 80 ms: input and frames go between.
  await yieldToEventLoop();
  return sanitiseDiagramSvg(svg);
}
