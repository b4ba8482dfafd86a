// The diagram frame's protocol. The frame's origin is opaque (sandbox without allow-same-origin), so
// origin checks cannot tell it apart: each side checks the sending window and the message's shape.
import type { DiagramTheme } from './draw-mermaid.ts';

/** Served with the app's own Content-Security-Policy; its scripts come from /assets/ with CORS. */
export const mermaidFrameUrl = '/mermaid-frame.html';

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

function record(data: unknown): Record<string, unknown> | null {
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : null;
}

export function isMermaidFrameReady(data: unknown): data is MermaidFrameReady {
  return record(data)?.type === 'confab-mermaid-ready';
}

export function isMermaidFrameRequest(data: unknown): data is MermaidFrameRequest {
  const message = record(data);
  return (
    message?.type === 'confab-mermaid-draw' &&
    typeof message.id === 'number' &&
    typeof message.source === 'string' &&
    (message.theme === 'light' || message.theme === 'dark')
  );
}

export function isMermaidFrameResult(data: unknown): data is MermaidFrameResult {
  const message = record(data);
  if (typeof message?.id !== 'number') return false;
  return (
    (message.type === 'confab-mermaid-drawn' && typeof message.svg === 'string') ||
    message.type === 'confab-mermaid-failed'
  );
}
