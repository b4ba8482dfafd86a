// Reads a request body as JSON without failing: the mock records whatever arrives and lets the style
// adapter decide whether it is acceptable.
import type { IncomingMessage } from 'node:http';

// Big enough for a prompt with inline images; a runaway client fails fast instead of eating memory.
const maximumBodyBytes = 50 * 1024 * 1024;

export interface ReadBody {
  body: unknown;
  /** True when bytes arrived but were not JSON. */
  malformed: boolean;
}

export async function readJsonBody(request: IncomingMessage): Promise<ReadBody> {
  const pieces: Buffer[] = [];
  let size = 0;
  for await (const piece of request as AsyncIterable<Buffer>) {
    size += piece.length;
    if (size > maximumBodyBytes) throw new Error('request body too large');
    pieces.push(piece);
  }
  const text = Buffer.concat(pieces).toString('utf8');
  if (text.trim() === '') return { body: undefined, malformed: false };
  try {
    return { body: JSON.parse(text) as unknown, malformed: false };
  } catch {
    return { body: text, malformed: true };
  }
}

export function flattenHeaders(headers: IncomingMessage['headers']): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}
