// @vitest-environment node
// Node: the test MCP server module resolves its own files by file URL, which happy-dom does not give.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@confab/storage-browser';
import { startTestMcpHttpServer, type TestMcpHttpServer } from '@confab/test-kit/mcp-server';
import { addRemoteMcpServer } from './add-remote-mcp-server.ts';
import { completeMcpAuthorization, McpAuthorizationError } from './complete-mcp-authorization.ts';
import { setMcpOAuthContext, setRemoteMcpHeaders } from './mcp-connection.ts';
import { mcpOAuthStatus, readMcpOAuthRecord } from './mcp-oauth-records.ts';
import { McpSignInRequired } from './mcp-sign-in-required.ts';
import { forgetRemoteMcpServer } from './remote-mcp-client.ts';

const origin = 'http://confab.test';
let server: TestMcpHttpServer;
let keyed: TestMcpHttpServer;

beforeAll(async () => {
  server = await startTestMcpHttpServer({ cors: true, oauth: true });
  keyed = await startTestMcpHttpServer({ cors: true, requiredHeaders: { 'X-API-Key': 'sesame' } });
});

afterAll(async () => {
  await server.close();
  await keyed.close();
});

afterEach(() => {
  setMcpOAuthContext(undefined);
  setRemoteMcpHeaders(new Map());
  // Connections are kept per URL for the page's life; each test signs in afresh.
  forgetRemoteMcpServer(server.url);
});

describe('a remote MCP server that wants a fixed header', () => {
  it('gets the person’s headers on every request, and connects again when they change', async () => {
    const storage = createMemoryStorage();
    const add = () =>
      addRemoteMcpServer({ storage, serverID: 'keyed', url: keyed.url, takenNames: new Set(), now: 1 });
    await expect(add()).rejects.toThrow();
    setRemoteMcpHeaders(new Map([[keyed.url, [['X-API-Key', 'sesame']]]]));
    await expect(add()).resolves.toBe(5);
    expect(await storage.plugins.get('mcp-remote-keyed')).toBeDefined();
  });
});

/** What the browser does in the popup: follow the authorization URL to the redirect back to Confab. */
async function grantAccess(authorizationURL: string): Promise<URLSearchParams> {
  const answer = await fetch(authorizationURL, { redirect: 'manual' });
  const location = new URL(answer.headers.get('location') ?? '');
  expect(location.origin + location.pathname).toBe(`${origin}/mcp-oauth/callback`);
  return location.searchParams;
}

describe('a remote MCP server that requires OAuth', () => {
  it('asks for a sign-in, registers Confab dynamically, and lists its tools once access is granted', async () => {
    const storage = createMemoryStorage();
    setMcpOAuthContext({ storage, origin });
    const add = () =>
      addRemoteMcpServer({ storage, serverID: 'guarded', url: server.url, takenNames: new Set(), now: 1 });

    await expect(add()).rejects.toBeInstanceOf(McpSignInRequired);
    const pending = await readMcpOAuthRecord(storage, server.url);
    expect(mcpOAuthStatus(pending)).toBe('sign-in-required');
    expect(server.registeredClients).toHaveLength(1);
    expect(await storage.plugins.get('mcp-remote-guarded')).toBeUndefined();

    const callback = await grantAccess(pending.authorizationURL ?? '');
    await expect(completeMcpAuthorization(callback, { storage, origin, now: Date.now() })).resolves.toBe(
      server.url,
    );
    const signedIn = await readMcpOAuthRecord(storage, server.url);
    expect(mcpOAuthStatus(signedIn)).toBe('signed-in');
    expect(signedIn.codeVerifier).toBeUndefined();

    await expect(add()).resolves.toBe(5);
    expect(await storage.plugins.get('mcp-remote-guarded')).toBeDefined();
  });

  it('refuses a callback whose state this device never issued, or that is spent', async () => {
    const storage = createMemoryStorage();
    setMcpOAuthContext({ storage, origin });
    const add = () =>
      addRemoteMcpServer({ storage, serverID: 'guarded', url: server.url, takenNames: new Set(), now: 1 });
    await expect(add()).rejects.toBeInstanceOf(McpSignInRequired);
    const callback = await grantAccess(
      (await readMcpOAuthRecord(storage, server.url)).authorizationURL ?? '',
    );

    const forged = new URLSearchParams({ code: callback.get('code') ?? '', state: 'not-ours' });
    await expect(completeMcpAuthorization(forged, { storage, origin, now: Date.now() })).rejects.toEqual(
      new McpAuthorizationError('invalid-state'),
    );
    const refused = new URLSearchParams({ error: 'access_denied', state: callback.get('state') ?? '' });
    await expect(completeMcpAuthorization(refused, { storage, origin, now: Date.now() })).rejects.toEqual(
      new McpAuthorizationError('refused'),
    );
    // The refusal spent the state: the real code cannot be replayed with it.
    await expect(completeMcpAuthorization(callback, { storage, origin, now: Date.now() })).rejects.toEqual(
      new McpAuthorizationError('invalid-state'),
    );
    expect(mcpOAuthStatus(await readMcpOAuthRecord(storage, server.url))).toBe('sign-in-required');
  });
});
