/**
 * Limits of the initial-context fetch. The spec gives none; these keep a link from filling the
 * chat (and every later request to the model) with a huge or binary file.
 */
export const initialContextLimits = {
  /** 512 KiB: far more than a prompt or a page of notes, far less than a model's whole window. */
  maxBytes: 512 * 1024,
  timeoutMs: 30_000,
} as const;

export type InitialContextFailure =
  | { kind: 'invalid-address' }
  | { kind: 'unreachable' }
  | { kind: 'timeout' }
  | { kind: 'status'; status: number }
  | { kind: 'too-large' }
  | { kind: 'not-text'; contentType: string };

export type InitialContextResult =
  { ok: true; text: string } | { ok: false; failure: InitialContextFailure } | { ok: false; aborted: true };

const textTypes = [
  /^text\//,
  /^application\/(json|xml|yaml|x-yaml|javascript|x-ndjson|markdown)$/,
  /^application\/[\w.-]+\+(json|xml)$/,
];

/** A missing content type is allowed (plain file hosts often send none); a binary one is not. */
export function isTextContentType(header: string | null): boolean {
  const type = header?.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === '' || textTypes.some((pattern) => pattern.test(type));
}

/**
 * The address to fetch, or null. Only https, or http to this computer (the Content-Security-Policy
 * allows nothing else), or a path on this server.
 */
export function initialContextAddress(value: string, origin: string): URL | null {
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.protocol === 'https:') return url;
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  if (url.protocol === 'http:' && (local || url.origin === origin)) return url;
  return null;
}

async function readLimited(response: Response, maxBytes: number): Promise<string | null> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) return null;
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

export interface FetchInitialContextOptions {
  origin: string;
  signal: AbortSignal;
  fetchImplementation?: typeof fetch;
  maxBytes?: number;
  timeoutMs?: number;
}

/**
 * GET of the initialContextURL (spec §7), read as text. Straight from the browser, without
 * credentials: the file must be public and its site must allow other sites to read it (CORS).
 * An abort by the person is reported apart, as the spec ignores it.
 */
export async function fetchInitialContext(
  value: string,
  options: FetchInitialContextOptions,
): Promise<InitialContextResult> {
  const url = initialContextAddress(value, options.origin);
  if (!url) return { ok: false, failure: { kind: 'invalid-address' } };
  const timeout = AbortSignal.timeout(options.timeoutMs ?? initialContextLimits.timeoutMs);
  const signal = AbortSignal.any([options.signal, timeout]);
  const fetchImplementation = options.fetchImplementation ?? ((input, init) => fetch(input, init));
  try {
    const response = await fetchImplementation(url, { signal, credentials: 'omit', redirect: 'follow' });
    if (!response.ok) return { ok: false, failure: { kind: 'status', status: response.status } };
    const contentType = response.headers.get('content-type');
    if (!isTextContentType(contentType)) {
      return { ok: false, failure: { kind: 'not-text', contentType: contentType ?? '' } };
    }
    const text = await readLimited(response, options.maxBytes ?? initialContextLimits.maxBytes);
    if (text === null) return { ok: false, failure: { kind: 'too-large' } };
    return { ok: true, text };
  } catch {
    if (options.signal.aborted) return { ok: false, aborted: true };
    if (timeout.aborted) return { ok: false, failure: { kind: 'timeout' } };
    // A network failure and a refusal by CORS look the same to a page: a TypeError without detail.
    return { ok: false, failure: { kind: 'unreachable' } };
  }
}
