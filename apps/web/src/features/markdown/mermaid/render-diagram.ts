// The lazy diagram chunk: Mermaid runs in its sandboxed frame, and the page only sanitises the SVG.
import { sanitiseDiagramSvg } from '../sanitise-markup.ts';
import type { DiagramTheme } from './draw-mermaid.ts';
import { mermaidFrame } from './mermaid-frame-client.ts';

/**
 * A diagram as a sanitised SVG string; rejects on a syntax error. Where the frame cannot start (its
 * page unreachable offline, a browser that blocks it) Mermaid runs in the page as before.
 */
export async function renderDiagram(source: string, theme: DiagramTheme): Promise<string> {
  const frame = await mermaidFrame().catch(() => null);
  if (!frame) return (await import('./render-mermaid.ts')).renderMermaid(source, theme);
  return sanitiseDiagramSvg(await frame.draw(source, theme));
}
