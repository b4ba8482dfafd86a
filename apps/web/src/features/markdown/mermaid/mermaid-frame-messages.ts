// The diagram frame's protocol. The frame's origin is opaque (sandbox without allow-same-origin), so
// origin checks cannot tell it apart: each side checks the sending window and the message's shape.
import type { DiagramTheme } from './draw-mermaid.ts';

/**
 * Served with a Content-Security-Policy of its own (`diagramFrameCspDirectives` on the server); its
 * scripts come from /assets/ with CORS.
 */
export const mermaidFrameUrl = '/mermaid-frame.html';

// Not core's isRecord: core lives in the app shell chunk, and importing it here made the frame's
// page load the whole shell with React (docs/footguns.md, "A sandboxed frame's module scripts").
function isRecord(data: unknown): data is Record<string, unknown> {
  return typeof data === 'object' && data !== null;
}

export interface MermaidFrameReady {
  type: 'confab-mermaid-ready';
}

export interface MermaidFrameRequest {
  type: 'confab-mermaid-draw';
  id: number;
  source: string;
  theme: DiagramTheme;
}

export type MermaidFrameResult =
  { type: 'confab-mermaid-drawn'; id: number; svg: string } | { type: 'confab-mermaid-failed'; id: number };

export function isMermaidFrameReady(data: unknown): data is MermaidFrameReady {
  return isRecord(data) && data.type === 'confab-mermaid-ready';
}

export function isMermaidFrameRequest(data: unknown): data is MermaidFrameRequest {
  return (
    isRecord(data) &&
    data.type === 'confab-mermaid-draw' &&
    typeof data.id === 'number' &&
    typeof data.source === 'string' &&
    (data.theme === 'light' || data.theme === 'dark')
  );
}

export function isMermaidFrameResult(data: unknown): data is MermaidFrameResult {
  if (!isRecord(data) || typeof data.id !== 'number') return false;
  return (
    (data.type === 'confab-mermaid-drawn' && typeof data.svg === 'string') ||
    data.type === 'confab-mermaid-failed'
  );
}
