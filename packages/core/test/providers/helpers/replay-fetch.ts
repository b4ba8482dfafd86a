// A fetch that replays recorded provider answers, byte for byte, cut at awkward places the way a
// network delivers them, and records exactly what the adapter sent.
import { readFileSync } from 'node:fs';

export interface SentRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  /** The parsed JSON body, or undefined for a GET. */
  body: unknown;
}

export interface ReplayedAnswer {
  status?: number;
  contentType?: string;
  body: string;
  /** Ends the body with a network error after the bytes instead of closing it (a cut connection). */
  cut?: boolean;
  /** Keeps the body open after the bytes, as a server still thinking would. */
  hang?: boolean;
  /** Delivers the bytes in one read, as a fast local server does, instead of awkward pieces. */
  onePiece?: boolean;
}

export interface ReplayFetch {
  fetch: typeof fetch;
  sent: SentRequest[];
}

// Small primes: boundaries land inside JSON tokens, "data:" prefixes, CRLF pairs and multi-byte characters.
const pieceSizes = [1, 7, 2, 13, 5, 31, 3, 17, 11];

export function readFixture(name: string): string {
  return readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');
}

export function replayFetch(...answers: ReplayedAnswer[]): ReplayFetch {
  const sent: SentRequest[] = [];
  const replay: typeof fetch = (input, init = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const bodyText = typeof init.body === 'string' ? init.body : undefined;
    sent.push({
      url,
      method: init.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: bodyText === undefined ? undefined : (JSON.parse(bodyText) as unknown),
    });
    const answer = answers[Math.min(sent.length - 1, answers.length - 1)];
    if (!answer) return Promise.reject(new TypeError('replayFetch: no answer recorded'));
    init.signal?.throwIfAborted();
    return Promise.resolve(
      new Response(bodyStream(answer, init.signal ?? undefined), {
        status: answer.status ?? 200,
        headers: { 'content-type': answer.contentType ?? 'text/event-stream' },
      }),
    );
  };
  return { fetch: replay, sent };
}

function bodyStream(answer: ReplayedAnswer, signal: AbortSignal | undefined): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(answer.body);
  let offset = 0;
  let piece = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      // Like a real fetch, an abort errors the body with the signal's reason.
      signal?.addEventListener('abort', () => {
        controller.error(signal.reason);
      });
    },
    pull(controller) {
      if (offset < bytes.length) {
        const size = answer.onePiece ? bytes.length : (pieceSizes[piece++ % pieceSizes.length] ?? 1);
        controller.enqueue(bytes.slice(offset, offset + size));
        offset += size;
        return;
      }
      if (answer.cut) controller.error(new TypeError('terminated'));
      else if (!answer.hang) controller.close();
      else return new Promise<void>(() => undefined);
    },
  });
}

/** A fetch that fails before any answer, as an offline machine or a refused connection does. */
export function unreachableFetch(): typeof fetch {
  return () => Promise.reject(new TypeError('fetch failed'));
}
