import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockProvider, type MockProvider } from '../src/index.ts';
import { openAIRequest, postJson } from './helpers.ts';

let mock: MockProvider;
beforeAll(async () => {
  mock = await startMockProvider({ validKeys: ['good'] });
});
afterAll(async () => {
  await mock.close();
});

describe('CORS', () => {
  it('answers a preflight by echoing the requested headers', async () => {
    const requested =
      'authorization, content-type, x-stainless-os, anthropic-dangerous-direct-browser-access';
    const response = await fetch(`${mock.url}/v1/chat/completions`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': requested,
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toBe(requested);
    expect(mock.requests).toHaveLength(0);
  });

  it('lists the provider headers when a preflight names none, and allows private network access', async () => {
    const response = await fetch(`${mock.url}/v1/messages`, {
      method: 'OPTIONS',
      headers: { origin: 'https://app.example', 'access-control-request-private-network': 'true' },
    });
    const allowed = response.headers.get('access-control-allow-headers') ?? '';
    for (const header of ['authorization', 'x-api-key', 'anthropic-version', 'x-goog-api-key']) {
      expect(allowed).toContain(header);
    }
    expect(response.headers.get('access-control-allow-private-network')).toBe('true');
  });

  it('puts allow-origin on replies and on errors', async () => {
    const ok = await postJson(`${mock.url}/v1/chat/completions`, openAIRequest('x'), {
      authorization: 'Bearer good',
    });
    const refused = await postJson(`${mock.url}/v1/chat/completions`, openAIRequest('x'), {
      authorization: 'Bearer bad',
    });
    expect(ok.headers.get('access-control-allow-origin')).toBe('*');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    expect(refused.headers.get('access-control-expose-headers')).toBe('*');
  });
});
