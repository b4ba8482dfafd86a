import type { IncomingMessage } from 'node:http';
import { TextDecoder } from 'node:util';
import { HttpError } from '../http/http-error.ts';
import { proxyMessages } from './proxy-messages.ts';

function decoderFor(contentType: string | undefined): TextDecoder {
  const charset = /charset="?([^";\s]+)/i.exec(contentType ?? '')?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8');
  } catch {
    return new TextDecoder('utf-8');
  }
}

/** The answer's body as text, refused as soon as it passes `maxBytes` (a declared length is refused at once). */
export async function readBoundedText(
  response: IncomingMessage,
  contentType: string | undefined,
  maxBytes: number,
): Promise<string> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new HttpError(502, proxyMessages.responseTooLarge);
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of response) {
    const buffer = chunk as Buffer;
    total += buffer.byteLength;
    if (total > maxBytes) {
      response.destroy();
      throw new HttpError(502, proxyMessages.responseTooLarge);
    }
    chunks.push(buffer);
  }
  return decoderFor(contentType).decode(Buffer.concat(chunks));
}
