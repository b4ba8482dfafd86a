import { describe, expect, it } from 'vitest';
import { fetchInitialContext, initialContextAddress, isTextContentType } from './fetch-initial-context.ts';

const origin = 'https://app.test';

function answer(body: string, init: ResponseInit = {}): typeof fetch {
  return () => Promise.resolve(new Response(body, init));
}

function run(fetchImplementation: typeof fetch, options: { maxBytes?: number; signal?: AbortSignal } = {}) {
  return fetchInitialContext('https://files.test/context.md', {
    origin,
    signal: options.signal ?? new AbortController().signal,
    fetchImplementation,
    ...(options.maxBytes === undefined ? {} : { maxBytes: options.maxBytes }),
  });
}

describe('initial-context fetch', () => {
  it('reads a text file', async () => {
    expect(
      await run(answer('# Notes', { headers: { 'content-type': 'text/markdown; charset=utf-8' } })),
    ).toEqual({
      ok: true,
      text: '# Notes',
    });
  });

  it('reports the status of a failed answer', async () => {
    expect(await run(answer('gone', { status: 404 }))).toEqual({
      ok: false,
      failure: { kind: 'status', status: 404 },
    });
  });

  it('refuses binary files', async () => {
    expect(await run(answer('x', { headers: { 'content-type': 'image/png' } }))).toEqual({
      ok: false,
      failure: { kind: 'not-text', contentType: 'image/png' },
    });
  });

  it('refuses a file over the size limit, declared or streamed', async () => {
    const declared = answer('x', { headers: { 'content-length': '999999' } });
    expect(await run(declared, { maxBytes: 10 })).toEqual({ ok: false, failure: { kind: 'too-large' } });
    expect(await run(answer('x'.repeat(11)), { maxBytes: 10 })).toEqual({
      ok: false,
      failure: { kind: 'too-large' },
    });
    expect(await run(answer('x'.repeat(10)), { maxBytes: 10 })).toEqual({ ok: true, text: 'x'.repeat(10) });
  });

  it('tells a network or CORS failure from an abort', async () => {
    const refused: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await run(refused)).toEqual({ ok: false, failure: { kind: 'unreachable' } });
    const controller = new AbortController();
    controller.abort();
    expect(await run(refused, { signal: controller.signal })).toEqual({ ok: false, aborted: true });
  });

  it('accepts https, local http and paths on this server only', async () => {
    expect(initialContextAddress('https://x.test/a', origin)?.href).toBe('https://x.test/a');
    expect(initialContextAddress('http://127.0.0.1:4000/a', origin)).not.toBeNull();
    expect(initialContextAddress('/notes.txt', origin)?.href).toBe('https://app.test/notes.txt');
    expect(initialContextAddress('http://x.test/a', origin)).toBeNull();
    expect(initialContextAddress('javascript:alert(1)', origin)).toBeNull();
    expect(
      await fetchInitialContext('ftp://x.test/a', { origin, signal: new AbortController().signal }),
    ).toEqual({
      ok: false,
      failure: { kind: 'invalid-address' },
    });
  });

  it('treats a missing content type as text', () => {
    expect(isTextContentType(null)).toBe(true);
    expect(isTextContentType('application/json')).toBe(true);
    expect(isTextContentType('application/ld+json')).toBe(true);
    expect(isTextContentType('application/pdf')).toBe(false);
  });
});
