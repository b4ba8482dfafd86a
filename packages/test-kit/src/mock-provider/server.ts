// The loopback HTTP server that stands in for the remote AI APIs in every test and benchmark.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerAudioRequest, findAudioRoute } from './audio-endpoints.ts';
import { answerPreflight, applyCorsHeaders } from './cors.ts';
import { controlPathPrefix, handleControlRequest } from './control-endpoint.ts';
import { cutConnection, sendJson } from './http-replies.ts';
import { defaultModels } from './model-lists.ts';
import { answerProviderRequest, type ProviderContext } from './provider-request.ts';
import { flattenHeaders, readJsonBody } from './request-body.ts';
import { findRoute } from './routes.ts';
import { createScriptQueue } from './script-queue.ts';
import type { MockProvider, MockProviderOptions, RecordedRequest } from './types.ts';

export async function startMockProvider(options: MockProviderOptions = {}): Promise<MockProvider> {
  const queue = createScriptQueue();
  const requests: RecordedRequest[] = [];
  const liveExchanges = new Set<AbortController>();
  const context: ProviderContext = {
    queue,
    validKeys: options.validKeys ? new Set(options.validKeys) : undefined,
    models: options.models ?? defaultModels,
  };
  const reset = (): void => {
    queue.clear();
    requests.length = 0;
  };

  const server = createServer((incoming, response) => {
    handle(incoming, response).catch((error: unknown) => {
      // A bug in the mock must show in the test's output, not hang the client.
      console.error('mock provider failed:', error);
      if (!response.headersSent) sendJson(response, 500, { error: String(error) });
      else response.destroy();
    });
  });

  async function handle(incoming: IncomingMessage, response: ServerResponse): Promise<void> {
    applyCorsHeaders(response);
    const url = new URL(incoming.url ?? '/', 'http://mock.invalid');
    const method = incoming.method ?? 'GET';
    if (method === 'OPTIONS') {
      answerPreflight(incoming, response);
      return;
    }
    if (url.pathname.startsWith(controlPathPrefix)) {
      await handleControlRequest(incoming, response, url.pathname, { queue, requests, reset });
      return;
    }

    const recorded: RecordedRequest = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: flattenHeaders(incoming.headers),
      body: undefined,
      time: Date.now(),
      stream: false,
      aborted: false,
      cut: false,
      tools: [],
      toolResults: [],
    };
    requests.push(recorded);
    const abortController = new AbortController();
    liveExchanges.add(abortController);
    response.on('close', () => {
      liveExchanges.delete(abortController);
      // 'close' also fires after a normal end; only an unfinished reply means the client left.
      if (!response.writableEnded && !recorded.cut) recorded.aborted = true;
      abortController.abort();
    });

    const audioRoute = findAudioRoute(method, url.pathname);
    if (audioRoute) {
      await answerAudioRequest(audioRoute, {
        incoming,
        response,
        request: recorded,
        takeScript: () => queue.take(recorded, ''),
        validKeys: context.validKeys,
      });
      return;
    }
    const { body, malformed } = await readJsonBody(incoming);
    recorded.body = body;
    const route = findRoute(method, url.pathname, recorded.headers, body);
    if (!route) {
      recorded.status = 404;
      sendJson(response, 404, {
        error: { message: `The mock provider has no route ${method} ${url.pathname}` },
      });
      return;
    }
    Object.assign(recorded, { style: route.style, endpoint: route.endpoint, stream: route.stream });
    if (route.model !== undefined) recorded.model = route.model;
    await answerProviderRequest(
      {
        request: recorded,
        response,
        signal: abortController.signal,
        takeScript: (userText) => queue.take(recorded, userText),
        cut: () => {
          recorded.cut = true;
          cutConnection(response);
        },
      },
      route,
      context,
      malformed,
    );
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  return {
    url: `http://${host}:${address.port}`,
    port: address.port,
    requests,
    script: (...scripts) => {
      queue.add(scripts);
    },
    reset,
    waitFor: (condition, waitOptions = {}) =>
      waitFor(() => condition(requests), waitOptions.timeoutMs ?? 5000),
    close: async () => {
      // Stop the timers of streams still playing, then drop keep-alive sockets so close() returns.
      for (const controller of liveExchanges) controller.abort();
      server.closeAllConnections();
      await new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      );
    },
  };
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`mock provider: condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
