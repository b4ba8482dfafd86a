// The transform frame's protocol. The frame's origin is opaque (sandbox without allow-same-origin),
// so each side checks the sending window and the message's shape rather than an origin.

/** Served with a policy of its own that allows eval (`transformFrameCspDirectives` on the server). */
export const handlebarsFrameUrl = '/handlebars-frame.html';

// Not core's isRecord: the frame's page must not load the app shell (docs/footguns.md).
function isRecord(data: unknown): data is Record<string, unknown> {
  return typeof data === 'object' && data !== null;
}

export interface HandlebarsFrameReady {
  type: 'confab-handlebars-ready';
}

export interface HandlebarsFrameRequest {
  type: 'confab-handlebars-render';
  id: number;
  template: string;
  data: unknown;
  escapeHtml: boolean;
}

export type HandlebarsFrameResult =
  | { type: 'confab-handlebars-rendered'; id: number; text: string }
  | { type: 'confab-handlebars-failed'; id: number; message: string };

export function isHandlebarsFrameReady(data: unknown): data is HandlebarsFrameReady {
  return isRecord(data) && data.type === 'confab-handlebars-ready';
}

export function isHandlebarsFrameRequest(data: unknown): data is HandlebarsFrameRequest {
  return (
    isRecord(data) &&
    data.type === 'confab-handlebars-render' &&
    typeof data.id === 'number' &&
    typeof data.template === 'string' &&
    typeof data.escapeHtml === 'boolean'
  );
}

export function isHandlebarsFrameResult(data: unknown): data is HandlebarsFrameResult {
  if (!isRecord(data) || typeof data.id !== 'number') return false;
  return (
    (data.type === 'confab-handlebars-rendered' && typeof data.text === 'string') ||
    (data.type === 'confab-handlebars-failed' && typeof data.message === 'string')
  );
}
