import type { IncomingMessage } from 'node:http';

const maximumBodyBytes = 64 * 1024;

export interface TokenRequestBody {
  contentType: 'json' | 'urlencoded' | 'other';
  fields: Record<string, string>;
}

/** A token request's fields, read as JSON or as a form by its content type, as real servers do. */
export async function readTokenRequestBody(request: IncomingMessage): Promise<TokenRequestBody> {
  const pieces: Buffer[] = [];
  let size = 0;
  for await (const piece of request as AsyncIterable<Buffer>) {
    size += piece.length;
    if (size > maximumBodyBytes) throw new Error('token request body too large');
    pieces.push(piece);
  }
  const text = Buffer.concat(pieces).toString('utf8');
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') {
    return { contentType: 'urlencoded', fields: Object.fromEntries(new URLSearchParams(text)) };
  }
  if (type === 'application/json') {
    try {
      const parsed: unknown = JSON.parse(text);
      return { contentType: 'json', fields: stringFields(parsed) };
    } catch {
      return { contentType: 'json', fields: {} };
    }
  }
  return { contentType: 'other', fields: {} };
}

function stringFields(value: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (typeof value !== 'object' || value === null) return fields;
  for (const [name, field] of Object.entries(value)) {
    if (typeof field === 'string') fields[name] = field;
  }
  return fields;
}
