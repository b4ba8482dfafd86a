// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Plugin, PluginFunction, PluginHttpAction } from '@confab/core';
import type { PluginProxyRequest, PluginProxyResponse } from '@confab/core/protocol';
import { connectFirstMessage, createHttpPluginRuntime } from './http-plugin-runtime.ts';
import { renderHandlebars } from './render-handlebars.ts';

const action: PluginHttpAction = {
  method: 'post',
  url: 'https://api.example.com/weather/{city}?units={units}',
  hasHeaders: true,
  requestHeaders: '{"X-Api-Key": "{apiKey}"}',
  hasBody: true,
  requestBody: '{"city": "{city}", "days": {days}}',
};

function pluginWith(
  httpAction: PluginHttpAction,
  extra: Partial<Plugin> = {},
): { plugin: Plugin; pluginFunction: PluginFunction } {
  const pluginFunction: PluginFunction = {
    id: 'weather',
    implementationType: 'http',
    openaiSpec: { name: 'weather' },
    httpAction,
  };
  const plugin: Plugin = {
    id: 'p-1',
    uuid: 'u-1',
    title: 'Weather',
    enabled: true,
    implementationType: 'http',
    openaiSpec: { name: 'weather' },
    httpAction,
    createdAt: 0,
    updatedAt: 0,
    syncedAt: null,
    ...extra,
  };
  return { plugin, pluginFunction };
}

const settings = new Map<string, string | number | boolean>([
  ['apiKey', 'k-123'],
  ['units', 'metric'],
]);
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function runtimeWithProxy(answer?: PluginProxyResponse) {
  const proxied: PluginProxyRequest[] = [];
  const runtime = createHttpPluginRuntime({
    proxy: (request) => {
      proxied.push(request);
      return answer ? Promise.resolve(answer) : Promise.reject(new Error('no proxy in this test'));
    },
    renderHandlebars: (render) => Promise.resolve(renderHandlebars(render)),
  });
  return { runtime, proxied };
}

const call = (
  runtime: ReturnType<typeof createHttpPluginRuntime>,
  target: ReturnType<typeof pluginWith>,
  args: Record<string, unknown>,
  accessToken?: () => Promise<string | undefined>,
) =>
  runtime(args, {
    ...target,
    userSettings: settings,
    prompt: undefined,
    signal: new AbortController().signal,
    ...(accessToken ? { accessToken } : {}),
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the HTTP plugin runtime', () => {
  it('calls the filled request from the browser and gives the model the JSON answer', async () => {
    const fetchMock = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(json({ temperature: 21 })));
    vi.stubGlobal('fetch', fetchMock);
    const { runtime, proxied } = runtimeWithProxy();
    await expect(call(runtime, pluginWith(action), { city: 'Sankt Pölten', days: 2 })).resolves.toEqual({
      temperature: 21,
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('https://api.example.com/weather/Sankt%20P%C3%B6lten?units=metric');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('omit');
    expect(init?.headers).toEqual([
      ['X-Api-Key', 'k-123'],
      ['Content-Type', 'application/json'],
    ]);
    expect(init?.body).toBe('{"city":"Sankt Pölten","days":2}');
    expect(proxied).toEqual([]);
  });

  it("retries through Confab's server when the browser refuses (CORS), then applies a JMESPath transform", async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const { runtime, proxied } = runtimeWithProxy({
      status: 200,
      url: 'https://api.example.com/weather/Oslo',
      contentType: 'application/json',
      body: '{"forecast":[{"day":"Mon","t":3},{"day":"Tue","t":5}]}',
    });
    const target = pluginWith({
      ...action,
      hasResultTransform: true,
      resultTransform: { engine: 'jmes', expression: 'forecast[].t' },
    });
    await expect(call(runtime, target, { city: 'Oslo', days: 2 })).resolves.toEqual([3, 5]);
    expect(proxied[0]).toMatchObject({
      url: 'https://api.example.com/weather/Oslo?units=metric',
      method: 'POST',
    });
  });

  it('does not retry through the proxy after Stop', async () => {
    const stop = new AbortController();
    vi.stubGlobal('fetch', () => {
      stop.abort();
      return Promise.reject(new DOMException('The operation was aborted.', 'AbortError'));
    });
    const { runtime, proxied } = runtimeWithProxy();
    const target = pluginWith(action);
    await expect(
      runtime(
        { city: 'Oslo' },
        { ...target, userSettings: settings, prompt: undefined, signal: stop.signal },
      ),
    ).rejects.toThrow();
    expect(proxied).toEqual([]);
  });

  it('renders a Handlebars transform', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(json({ city: 'Oslo', t: 3 })));
    const { runtime } = runtimeWithProxy();
    const target = pluginWith({
      ...action,
      resultTransform: { engine: 'handlebars', templateString: 'It is {{t}} °C in {{city}}.' },
    });
    await expect(call(runtime, target, { city: 'Oslo', days: 1 })).resolves.toBe('It is 3 °C in Oslo.');
  });

  it("sends an OAuth plugin's token, and asks to connect when there is none", async () => {
    const fetchMock = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response('done')));
    vi.stubGlobal('fetch', fetchMock);
    const { runtime } = runtimeWithProxy();
    const target = pluginWith(action, { authenticationType: 'AUTH_TYPE_OAUTH' });
    await expect(call(runtime, target, { city: 'Oslo' }, () => Promise.resolve('tok-9'))).resolves.toBe(
      'done',
    );
    expect(fetchMock.mock.calls[0]?.[1].headers).toContainEqual(['Authorization', 'Bearer tok-9']);
    await expect(call(runtime, target, { city: 'Oslo' }, () => Promise.resolve(undefined))).rejects.toThrow(
      connectFirstMessage,
    );
    await expect(call(runtime, target, { city: 'Oslo' })).rejects.toThrow(connectFirstMessage);
  });

  it("hands a failed status to the model as a tool error with the API's words", async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(json({ error: 'city unknown' }, 404)));
    const { runtime } = runtimeWithProxy();
    await expect(call(runtime, pluginWith(action), { city: 'Atlantis' })).rejects.toThrow(
      'The plugin\'s API answered with status 404: {"error":"city unknown"}',
    );
  });

  it('sends a form-data body as multipart, and no body with GET', async () => {
    const fetchMock = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response('ok')));
    vi.stubGlobal('fetch', fetchMock);
    const { runtime } = runtimeWithProxy();
    await call(runtime, pluginWith({ ...action, requestBodyFormat: 'form-data' }), { city: 'Oslo', days: 4 });
    const init = fetchMock.mock.calls[0]?.[1];
    const contentType = (init?.headers as [string, string][]).find(([name]) => name === 'Content-Type')?.[1];
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(init?.body).toContain('name="days"\r\n\r\n4\r\n');
    await call(runtime, pluginWith({ ...action, method: 'GET' }), { city: 'Oslo' });
    expect(fetchMock.mock.calls[1]?.[1].body).toBeUndefined();
  });

  it('refuses addresses that are not http or https', async () => {
    const { runtime } = runtimeWithProxy();
    await expect(
      call(runtime, pluginWith({ ...action, url: 'file:///etc/{city}' }), { city: 'x' }),
    ).rejects.toThrow('only call http and https');
  });
});
