import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page, Response } from '@playwright/test';
import { test, expect } from './support/test.ts';
import { saveScreenshot } from './support/screenshots.ts';

/** A host of extension scripts: /ext.js changes the page visibly, anything else is a 404. */
async function startScriptHost(): Promise<{ origin: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (request.url === '/ext.js') {
      response.setHeader('Content-Type', 'text/javascript');
      response.end(
        "const banner = document.createElement('p'); banner.id = 'extension-banner';" +
          " banner.textContent = 'Hello from the extension'; document.body.prepend(banner);",
      );
      return;
    }
    response.statusCode = 404;
    response.end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${String(port)}`,
    close: () =>
      new Promise((resolve) =>
        server.close(() => {
          resolve();
        }),
      ),
  };
}

/** Settings, then the section's own page where the settings navigation offers one. */
async function openSettingsSection(
  page: Page,
  name: string,
  address = '/#settings',
): Promise<Response | null> {
  const response = await page.goto(address);
  const link = page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name, exact: true });
  await expect(page.getByRole('region', { name }).or(link).first()).toBeVisible();
  if ((await link.count()) > 0) await link.click();
  await expect(page.getByRole('region', { name })).toBeVisible();
  return response;
}

function scriptSources(response: Response | null): Promise<string[]> {
  return (async () => {
    const policy = (await response?.allHeaders())?.['content-security-policy'] ?? '';
    const directive = policy.split(';').find((part) => part.trim().startsWith('script-src '));
    return directive?.trim().split(/\s+/).slice(1) ?? [];
  })();
}

test.describe('extensions and error screens', () => {
  test('an extension is checked, confirmed, runs after a reload with its origin in the CSP, and stays off in safe mode', async ({
    page,
  }) => {
    const host = await startScriptHost();
    try {
      await openSettingsSection(page, 'Extensions');
      const section = page.getByRole('region', { name: 'Extensions' });
      const field = section.getByRole('textbox', { name: 'Extension script URL' });
      const add = section.getByRole('button', { name: 'Add extension' });

      await add.click();
      await expect(section.getByText('Enter the address of a script.')).toBeVisible();
      await field.fill(`${host.origin}/missing.js`);
      await add.click();
      await expect(
        section.getByText(`The script at ${host.origin}/missing.js could not be loaded.`),
      ).toBeVisible();

      await field.fill(`  ${host.origin}/ext.js `);
      await add.click();
      const warning = page.getByRole('dialog', { name: 'Run this script in Confab?' });
      await expect(warning).toContainText('It can read your chats and API keys');
      await saveScreenshot(page, 'extensions-confirm');
      await warning.getByRole('button', { name: 'Add and run' }).click();
      await expect(section.getByRole('status')).toContainText('Reload Confab to apply the change.');
      await expect(section.getByRole('listitem')).toContainText(`${host.origin}/ext.js`);
      await field.fill(`${host.origin}/ext.js`);
      await add.click();
      await expect(section.getByText('This script is already in the list.')).toBeVisible();
      await saveScreenshot(page, 'extensions-section');

      const [reloaded] = await Promise.all([
        page.waitForResponse((response) => response.request().isNavigationRequest()),
        section.getByRole('button', { name: 'Reload now' }).click(),
      ]);
      expect(await scriptSources(reloaded)).toEqual(["'self'", host.origin]);
      await expect(page.locator('#extension-banner')).toHaveText('Hello from the extension');
      await openSettingsSection(page, 'Extensions');
      await expect(page.getByRole('region', { name: 'Extensions' }).getByText('Running')).toBeVisible();

      const safe = await openSettingsSection(page, 'Extensions', '/?safe_mode#settings');
      expect(await scriptSources(safe)).toEqual(["'self'"]);
      await expect(page.getByRole('region', { name: 'Extensions' }).getByRole('note')).toContainText(
        'Safe mode is on',
      );
      await expect(page.locator('#extension-banner')).toHaveCount(0);
    } finally {
      await host.close();
    }
  });

  test('the hidden crash test fails the settings screen, then the whole page, and the app recovers', async ({
    page,
  }) => {
    await openSettingsSection(page, 'API endpoints');
    const hint = page.getByText('Point a provider at a proxy or a compatible server.');
    for (let click = 0; click < 10; click += 1) await hint.click();
    await expect(page.getByRole('dialog', { name: 'Crash test' })).toHaveCount(0);
    await hint.click();
    const crashTest = page.getByRole('dialog', { name: 'Crash test' });
    await crashTest.getByRole('button', { name: 'Crash the settings screen' }).click();
    await expect(page.getByText('This screen could not be shown.')).toBeVisible();
    // The rest of the app keeps working around the failed screen.
    await page
      .getByRole('navigation', { name: 'Workspace' })
      .getByRole('link', { name: 'Chat', exact: true })
      .click();
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();

    await openSettingsSection(page, 'API endpoints');
    for (let click = 0; click < 11; click += 1) await hint.click();
    await crashTest.getByRole('button', { name: 'Crash the whole page' }).click();
    await expect(page.getByText('Confab ran into a problem showing this page.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy details' })).toBeVisible();
    await saveScreenshot(page, 'fatal-error');
    await page.getByRole('button', { name: 'Reload page' }).click();
    await expect(page.getByRole('region', { name: 'API endpoints' })).toBeVisible();
  });

  test('start-up screens: without WebCrypto, HTTPS is required; in a frame whose storage is refused, cookies are blocked', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      if (window.self !== window.top) {
        // What a browser blocking third-party storage does when the frame reads localStorage.
        Object.defineProperty(window, 'localStorage', {
          configurable: true,
          get: () => {
            throw new DOMException('Access is denied for this document.', 'SecurityError');
          },
        });
      } else if (window.location.pathname === '/') {
        Object.defineProperty(Crypto.prototype, 'subtle', { configurable: true, get: () => undefined });
      }
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Confab needs a secure connection' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
    await saveScreenshot(page, 'https-required');

    // Framed by a page of the same origin (the CSP's frame-ancestors allows only that).
    await page.goto('/privacy');
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.src = '/';
      frame.title = 'Embedded Confab';
      document.body.replaceChildren(frame);
    });
    const framed = page.frameLocator('iframe[title="Embedded Confab"]');
    await expect(
      framed.getByText(
        'Sorry, your browser does not support embeded content. (Third-party cookies are disabled)',
      ),
    ).toBeVisible();
    await expect(framed.getByRole('button', { name: 'Open in popup' })).toBeVisible();
    await expect(framed.getByRole('button', { name: 'Open in tab' })).toBeVisible();
  });
});
