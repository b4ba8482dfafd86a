import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareRequestError } from './share-chat-client.ts';
import { publishPlugin } from './share-plugin-client.ts';

const plugin = {
  id: 'weather',
  uuid: 'u-1',
  title: 'Weather',
  enabled: true,
  implementationType: 'http',
  openaiSpec: { name: 'get_weather' },
  userSettings: [{ name: 'apiKey', type: 'password', defaultValue: 'sk-default' }],
  oauthConfig: { tokenURL: 'https://auth.example/token', contentType: 'json', clientSecret: 'shh' },
  mcpDetails: { generated: false, token: 'mcp-token' },
  accessToken: 'access-token',
  createdAt: 1,
  updatedAt: 1,
  syncedAt: 5,
};

describe('publishPlugin', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the definition without secrets or device state and answers the links', async () => {
    const bodies: string[] = [];
    vi.stubGlobal('fetch', (_input: string, init: RequestInit) => {
      bodies.push(init.body as string);
      return Promise.resolve(
        Response.json(
          { shareLink: 'http://x/plugins/a', deleteLink: 'http://x/plugins/a/delete/s' },
          { status: 201 },
        ),
      );
    });
    const links = await publishPlugin(plugin, 'token');
    expect(links.shareLink).toBe('http://x/plugins/a');
    const sent = bodies[0] ?? '';
    for (const secret of ['sk-default', 'shh', 'mcp-token', 'access-token', 'enabled', 'syncedAt']) {
      expect(sent).not.toContain(secret);
    }
    expect(JSON.parse(sent)).toMatchObject({
      data: {
        id: 'weather',
        userSettings: [{ name: 'apiKey', type: 'password' }],
        mcpDetails: { generated: false },
      },
    });
  });

  it('fails with the spec §8 kinds: 413, the server’s words, and the generic text offline', async () => {
    const failureOf = async () => {
      try {
        await publishPlugin(plugin, 'token');
      } catch (error) {
        return error instanceof ShareRequestError ? error.failure : undefined;
      }
      return undefined;
    };
    vi.stubGlobal('fetch', () => Promise.resolve(Response.json({ userMessage: 'x' }, { status: 413 })));
    expect(await failureOf()).toEqual({ kind: 'too-large' });
    vi.stubGlobal('fetch', () =>
      Promise.resolve(Response.json({ userMessage: 'Slow down.' }, { status: 429 })),
    );
    expect(await failureOf()).toEqual({ kind: 'server', userMessage: 'Slow down.' });
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    expect(await failureOf()).toEqual({ kind: 'generic' });
  });
});
