import { startTestMcpHttpServer } from '@confab/test-kit/mcp-server';
import { saveScreenshot } from './support/screenshots.ts';
import { test, expect } from './support/test.ts';

// A remote MCP server that requires OAuth, as a person meets it: adding it asks for a sign-in; the
// sign-in popup runs discovery, dynamic client registration and PKCE against the server's own
// authorization server (which approves at once here), comes back to Confab's callback page, and the
// settings row turns "Signed in" while the server's tools become a plugin.

test('a remote MCP server that requires OAuth: sign in through the popup, then its tools are a plugin', async ({
  page,
}) => {
  const remote = await startTestMcpHttpServer({ cors: true, oauth: true });
  try {
    await page.goto('/#settings/mcp');
    const servers = page.getByRole('region', { name: 'Remote MCP servers' });
    await servers.getByRole('textbox', { name: 'Server name' }).fill('guarded');
    await servers.getByRole('textbox', { name: 'Server URL' }).fill(remote.url);
    await servers.getByRole('button', { name: 'Add server' }).click();
    const signIn = servers.getByRole('button', { name: 'Sign in to guarded' });
    await expect(signIn).toBeVisible({ timeout: 10_000 });
    await expect(servers).toContainText('This server asks you to sign in before Confab may use its tools.');
    expect(remote.registeredClients).toHaveLength(1);
    await saveScreenshot(page, 'mcp-oauth-sign-in-required');

    const popupOpened = page.waitForEvent('popup');
    await signIn.click();
    const popup = await popupOpened;
    await expect(popup.getByRole('heading', { name: 'Signed in' })).toBeVisible({ timeout: 10_000 });
    expect(new URL(popup.url()).pathname).toBe('/mcp-oauth/callback');
    // The spent code and state are gone from the address.
    expect(new URL(popup.url()).search).toBe('');
    await saveScreenshot(popup, 'mcp-oauth-callback');
    await popup.close();

    await expect(servers.getByRole('button', { name: 'Sign out of guarded' })).toBeVisible({
      timeout: 10_000,
    });
    await expect(servers.getByRole('button', { name: 'Sign in to guarded' })).toBeHidden();
    await page.goto('/#plugins');
    await expect(page.getByRole('switch', { name: 'guarded' })).toBeVisible({ timeout: 10_000 });
  } finally {
    await remote.close();
  }
});

test('a remote MCP server that wants an API key header: given once, kept like a key, sent on every request', async ({
  page,
}) => {
  const remote = await startTestMcpHttpServer({ cors: true, requiredHeaders: { 'X-API-Key': 'sesame' } });
  try {
    await page.goto('/#settings/mcp');
    const servers = page.getByRole('region', { name: 'Remote MCP servers' });
    await servers.getByRole('textbox', { name: 'Server name' }).fill('keyed');
    await servers.getByRole('textbox', { name: 'Server URL' }).fill(remote.url);
    const headers = servers.getByRole('textbox', { name: 'Request headers (optional)' });
    await headers.fill('Mcp-Session-Id: 1');
    await servers.getByRole('button', { name: 'Add server' }).click();
    await expect(servers).toContainText('Line 1 names a header the browser or MCP sets itself.');
    await headers.fill('X-API-Key: sesame');
    await servers.getByRole('button', { name: 'Add server' }).click();
    await expect(servers.getByRole('button', { name: 'Remove keyed' })).toBeVisible({ timeout: 10_000 });
    await expect(servers).toContainText('1 request header');
    await expect(servers).not.toContainText('sesame');
    await saveScreenshot(page, 'mcp-remote-headers');
    // Kept like an API key: never among the synced and exported plugin settings.
    const remoteServers = await page.evaluate(async () => {
      const request = indexedDB.open('confab');
      const database = await new Promise<IDBDatabase>(
        (resolve) =>
          (request.onsuccess = () => {
            resolve(request.result);
          }),
      );
      const read = database.transaction('settings').objectStore('settings').get('plugins.mcpRemoteServers');
      return new Promise<unknown>(
        (resolve) =>
          (read.onsuccess = () => {
            resolve(read.result);
          }),
      );
    });
    expect(JSON.stringify(remoteServers)).not.toContain('sesame');

    await page.reload();
    await page.goto('/#plugins');
    await expect(page.getByRole('switch', { name: 'keyed' })).toBeVisible({ timeout: 10_000 });
  } finally {
    await remote.close();
  }
});
