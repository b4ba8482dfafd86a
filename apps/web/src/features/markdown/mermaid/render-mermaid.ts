// The lazy in-page Mermaid chunk: used only when the diagram frame cannot start (see
// mermaid-frame-client.ts).
import { yieldToEventLoop } from '@confab/core';
import { sanitiseDiagramSvg } from '../sanitise-markup.ts';
import { drawMermaid, type DiagramTheme } from './draw-mermaid.ts';

/** Renders a diagram to a sanitised SVG string; rejects on a syntax error. */
export async function renderMermaid(source: string, theme: DiagramTheme): Promise<string> {
  const svg = await drawMermaid(source, theme);
  // Drawing and sanitising a first diagram were one task of 80 ms: input and frames go between.
  await yieldToEventLoop();
  return sanitiseDiagramSvg(svg);
}
