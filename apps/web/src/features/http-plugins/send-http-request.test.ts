// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PluginProxyRequest } from '@confab/core/protocol';
import { isPostWithoutPreflight, ProxyUnavailableError, sendHttpRequest } from './send-http-request.ts';

const form: PluginProxyRequest = {
  url: 'https://api.example.com/submit',
  method: 'POST',
  headers: [['Content-Type', 'multipart/form-data; boundary=x']],
  body: '--x--',
};
const signal = new AbortController().signal;
const answer = { status: 200, url: form.url, body: 'from the proxy' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sendHttpRequest', () => {
  it('knows which POSTs the browser sends without a preflight', () => {
    expect(isPostWithoutPreflight(form)).toBe(true);
    expect(isPostWithoutPreflight({ ...form, headers: [] })).toBe(true);
    expect(isPostWithoutPreflight({ ...form, headers: [['Content-Type', 'application/json']] })).toBe(false);
    expect(isPostWithoutPreflight({ ...form, headers: [['X-Api-Key', 'k']] })).toBe(false);
    expect(isPostWithoutPreflight({ ...form, method: 'PUT' })).toBe(false);
    expect(isPostWithoutPreflight({ ...form, method: 'GET' })).toBe(false);
  });

  it('sends such a POST through the proxy only, so a site without CORS never gets it twice', async () => {
    const browserFetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', browserFetch);
    const proxy = vi.fn(() => Promise.resolve(answer));
    await expect(sendHttpRequest(form, { signal, proxy })).resolves.toEqual(answer);
    expect(browserFetch).not.toHaveBeenCalled();
  });

  it('sends it from the browser when the proxy is unavailable (signed out), and only once', async () => {
    const browserFetch = vi.fn(() => Promise.resolve(new Response('from the site')));
    vi.stubGlobal('fetch', browserFetch);
    const proxy = vi.fn(() => Promise.reject(new ProxyUnavailableError('Sign in')));
    await expect(sendHttpRequest(form, { signal, proxy })).resolves.toMatchObject({ body: 'from the site' });
    expect(browserFetch).toHaveBeenCalledTimes(1);
  });

  it("passes the proxy's refusal of an address on without trying the browser", async () => {
    const browserFetch = vi.fn(() => Promise.resolve(new Response('from the site')));
    vi.stubGlobal('fetch', browserFetch);
    const proxy = () => Promise.reject(new Error('private address'));
    await expect(sendHttpRequest(form, { signal, proxy })).rejects.toThrow('private address');
    expect(browserFetch).not.toHaveBeenCalled();
  });
});
