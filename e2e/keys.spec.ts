import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { findClosedPort } from '@confab/test-kit';
import { test, expect } from './support/test.ts';
import { saveScreenshot } from './support/screenshots.ts';
import {
  configureMockProviders,
  keyFormLabels,
  mockProviderKeys,
  saveKey,
  type MockProviderStyle,
} from './support/configure-providers.ts';

// The service worker would answer fetches before page.route sees them; these tests route requests.
test.use({ viewport: { width: 1280, height: 900 } });

const screenshotDirectory = path.resolve(import.meta.dirname, '../test-results/screenshots');
const styles = ['openai', 'anthropic', 'gemini'] as const;
const endpointLabels: Record<MockProviderStyle, string> = {
  openai: 'Chat completions endpoint',
  anthropic: 'Anthropic endpoint',
  gemini: 'Gemini endpoint',
};
const endpointPaths: Record<MockProviderStyle, string> = {
  openai: '/v1/chat/completions',
  anthropic: '/v1/messages',
  gemini: '/v1beta',
};

const keyForm = (page: Page, style: MockProviderStyle) =>
  page.getByRole('group', { name: keyFormLabels[style] });
const keyInput = (form: Locator, style: MockProviderStyle) =>
  form.getByRole('textbox', { name: keyFormLabels[style] });
const saveButton = (form: Locator) => form.getByRole('button', { name: 'Save', exact: true });

/** Sets one endpoint on Settings → API endpoints, then comes back to the API keys page. */
async function setEndpoint(page: Page, style: MockProviderStyle, url: string): Promise<void> {
  await page.goto('/#settings/api-endpoints');
  const endpoints = page.getByRole('region', { name: 'API endpoints' });
  await endpoints.getByRole('textbox', { name: endpointLabels[style] }).fill(url);
  await endpoints.getByRole('button', { name: 'Save' }).click();
  await expect(endpoints.getByRole('status')).toHaveText('Endpoints saved');
  await page.goto('/#settings/api-keys');
}

async function tryKey(page: Page, style: MockProviderStyle, key: string): Promise<Locator> {
  const form = keyForm(page, style);
  await keyInput(form, style).fill(key);
  await saveButton(form).click();
  return form;
}

test.describe('API keys', () => {
  test('each key is tested against its endpoint, saved and shown masked, and survives a reload', async ({
    page,
    mockProvider,
  }) => {
    await configureMockProviders(page, mockProvider.url);

    const checks = mockProvider.requests;
    const openAI = checks.find((request) => request.style === 'openai');
    expect(openAI).toMatchObject({
      method: 'POST',
      path: '/v1/chat/completions',
      body: { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hello' }] },
    });
    expect(openAI?.headers.authorization).toBe('Bearer sk-test-openai');
    const anthropic = checks.find((request) => request.style === 'anthropic');
    expect(anthropic?.headers['x-api-key']).toBe('sk-ant-test');
    expect(anthropic?.headers['anthropic-version']).toBe('2023-06-01');
    expect(anthropic?.headers['anthropic-dangerous-direct-browser-access']).toBe('true');
    const gemini = checks.find((request) => request.style === 'gemini');
    expect(gemini).toMatchObject({
      path: '/v1beta/models/gemini-2.0-flash:generateContent',
      query: { key: 'AIzaTest' },
      body: { contents: [{ role: 'user', parts: [{ text: 'hello' }] }] },
    });

    await page.reload();
    for (const style of styles) {
      const form = keyForm(page, style);
      await expect(form).toContainText(`****************${mockProviderKeys[style].slice(-4)}`);
      await expect(form).not.toContainText(mockProviderKeys[style]);
      await expect(form.getByRole('img', { name: 'Key stored unencrypted' })).toBeVisible();
      await expect(form.getByRole('button', { name: 'Change' })).toBeVisible();
      await expect(keyInput(form, style)).toHaveCount(0);
    }
  });

  test('placeholders, Enter to save, Change with focus after 100 ms, Cancel', async ({
    page,
    mockProvider,
  }) => {
    await page.goto('/#settings/api-keys');
    await setEndpoint(page, 'openai', `${mockProvider.url}/v1/chat/completions`);
    await expect(keyInput(keyForm(page, 'gemini'), 'gemini')).toHaveAttribute('placeholder', /^AI/);
    await expect(keyInput(keyForm(page, 'openai'), 'openai')).toHaveAttribute('placeholder', /^sk-/);
    await expect(keyInput(keyForm(page, 'anthropic'), 'anthropic')).toHaveAttribute(
      'placeholder',
      /^sk-ant-/,
    );

    const form = keyForm(page, 'openai');
    const input = keyInput(form, 'openai');
    await expect(saveButton(form)).toBeDisabled();
    await expect(form.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
    await input.fill('sk-enter-key-9911');
    await input.press('Enter');
    await expect(form).toContainText('****************9911');

    await form.getByRole('button', { name: 'Change' }).click();
    await expect(input).toHaveValue('');
    await expect(input).toBeFocused();
    await expect(form.getByRole('button', { name: 'Clear key' })).toBeEnabled();
    await input.fill('sk-abandoned');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toContainText('****************9911');
    await expect(input).toHaveCount(0);
  });

  test('Change moves focus only after the 100 ms delay', async ({ page, mockProvider }) => {
    await configureMockProviders(page, mockProvider.url, { styles: ['gemini'] });
    const form = keyForm(page, 'gemini');
    const focusedLateEnough = await page.evaluate(`new Promise((resolve) => {
      const button = [...document.querySelectorAll('button')].find(
        (candidate) => candidate.textContent === 'Change',
      );
      button.click();
      const clickedAt = performance.now();
      const poll = () => {
        const input = document.activeElement;
        if (input && input.getAttribute('aria-label') === 'Gemini API key') {
          resolve(performance.now() - clickedAt >= 95);
        } else requestAnimationFrame(poll);
      };
      poll();
    })`);
    expect(focusedLateEnough).toBe(true);
    await expect(keyInput(form, 'gemini')).toBeFocused();
  });

  test('saving an empty draft clears the key without a test', async ({ page, mockProvider }) => {
    await configureMockProviders(page, mockProvider.url, { styles: ['anthropic'] });
    const requestsBefore = mockProvider.requests.length;
    const form = keyForm(page, 'anthropic');
    await form.getByRole('button', { name: 'Change' }).click();
    await form.getByRole('button', { name: 'Clear key' }).click();
    await expect(keyInput(form, 'anthropic')).toHaveValue('');
    await expect(saveButton(form)).toBeDisabled();
    expect(mockProvider.requests.length).toBe(requestsBefore);
    await page.reload();
    await expect(keyInput(keyForm(page, 'anthropic'), 'anthropic')).toBeVisible();
  });

  test('Check key shows a green success message for a saved key and for a draft', async ({
    page,
    mockProvider,
  }) => {
    await configureMockProviders(page, mockProvider.url, { styles: ['openai'] });
    const form = keyForm(page, 'openai');
    await form.getByRole('button', { name: 'Check key' }).click();
    await expect(form.getByRole('status')).toHaveText('The key works.');
    expect(mockProvider.requests.at(-1)?.headers.authorization).toBe('Bearer sk-test-openai');

    const gemini = keyForm(page, 'gemini');
    await expect(gemini.getByRole('button', { name: 'Check key' })).toBeDisabled();
    await keyInput(gemini, 'gemini').fill('AIzaDraft');
    await gemini.getByRole('button', { name: 'Check key' }).click();
    await expect(gemini.getByRole('status')).toHaveText('The key works.');
    // A check does not save.
    await expect(keyInput(gemini, 'gemini')).toHaveValue('AIzaDraft');
    await saveScreenshot(page, 'keys-check-passed');
  });

  test('the saved display shows a key saved in another tab', async ({ page, context, mockProvider }) => {
    await page.goto('/#settings/api-keys');
    await expect(keyInput(keyForm(page, 'openai'), 'openai')).toBeVisible();
    const other = await context.newPage();
    await configureMockProviders(other, mockProvider.url, { styles: ['openai'] });
    await expect(keyForm(page, 'openai')).toContainText('****************enai');
  });
});

test.describe('key test errors', () => {
  for (const style of ['openai', 'anthropic'] as const) {
    test(`${style}: invalid key, rate limit, other status, connection failure`, async ({
      page,
      mockProvider,
    }) => {
      await page.goto('/#settings/api-keys');
      await setEndpoint(page, style, `${mockProvider.url}${endpointPaths[style]}`);
      const form = keyForm(page, style);
      const alert = form.getByRole('alert');

      mockProvider.script({ failure: { status: 401 }, match: { style }, endpoint: 'generation' });
      await tryKey(page, style, 'sk-wrong-key');
      await expect(alert).toHaveText(/This API key is not valid/);
      await expect(keyInput(form, style)).toHaveValue('sk-wrong-key');
      await expect(keyInput(form, style)).toBeEditable();

      mockProvider.script({ failure: { status: 429 }, match: { style } });
      await saveButton(form).click();
      await expect(alert.locator('strong')).toHaveText('you have run out of quota or hit a rate limit');
      await expect(alert.locator('u')).toHaveText('Check your plan and billing details');
      const billing = alert.getByRole('link', { name: 'Open billing and limits' });
      await expect(billing).toHaveAttribute('target', '_blank');
      await expect(billing).toHaveAttribute('rel', 'noopener noreferrer');
      await saveScreenshot(page, `keys-${style}-rate-limited`);

      mockProvider.script({ failure: { status: 500 }, match: { style } });
      await saveButton(form).click();
      await expect(alert).toHaveText('The key test failed with HTTP status 500.');

      // The endpoint is on its own settings page: coming back, the key form starts without the draft.
      await setEndpoint(page, style, `http://127.0.0.1:${await findClosedPort()}${endpointPaths[style]}`);
      await tryKey(page, style, 'sk-wrong-key');
      await expect(alert).toContainText('Could not connect to the provider.');
      await expect(alert).not.toContainText('proxy');
      await expect(keyInput(form, style)).toHaveValue('sk-wrong-key');
      await expect(form.getByRole('button', { name: 'Change' })).toHaveCount(0);
    });
  }

  test('gemini: invalid key, provider message, unreadable body, connection failure', async ({
    page,
    mockProvider,
  }) => {
    await page.goto('/#settings/api-keys');
    await setEndpoint(page, 'gemini', `${mockProvider.url}/v1beta`);
    const form = keyForm(page, 'gemini');
    const alert = form.getByRole('alert');

    mockProvider.script({ failure: { status: 401 }, match: { style: 'gemini' } });
    await tryKey(page, 'gemini', 'AIzaWrong');
    await expect(alert).toHaveText(/This API key is not valid/);
    expect(mockProvider.requests.at(-1)?.status).toBe(400);

    mockProvider.script({ failure: { status: 429 }, match: { style: 'gemini' } });
    await saveButton(form).click();
    await expect(alert).toHaveText(
      'Something went wrong. Please try again. You exceeded your current quota, please check your plan and billing details.',
    );

    mockProvider.script({
      failure: { status: 500, message: 'Backend exploded.' },
      match: { style: 'gemini' },
    });
    await saveButton(form).click();
    await expect(alert).toHaveText('Something went wrong. Please try again. Backend exploded.');

    await page.route(`${mockProvider.url}/v1beta/**`, (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<html>Bad gateway</html>' }),
    );
    await saveButton(form).click();
    await expect(alert).toHaveText('The key test failed with HTTP status 502.');
    await page.unroute(`${mockProvider.url}/v1beta/**`);

    await setEndpoint(page, 'gemini', `http://127.0.0.1:${await findClosedPort()}/v1beta`);
    await tryKey(page, 'gemini', 'AIzaWrong');
    await expect(alert).toContainText('Could not connect to the provider.');
    await expect(keyInput(form, 'gemini')).toHaveValue('AIzaWrong');
  });

  test('anthropic on its official endpoint: a failed connection offers a proxy endpoint', async ({
    page,
  }) => {
    await page.route('https://api.anthropic.com/**', (route) => route.abort('failed'));
    await page.goto('/#settings/api-keys');
    const form = keyForm(page, 'anthropic');
    await tryKey(page, 'anthropic', 'sk-ant-blocked');
    await expect(form.getByRole('alert')).toContainText('Could not connect to the provider.');
    await expect(form.getByRole('alert')).toContainText('proxy endpoint');
    await saveScreenshot(page, 'keys-anthropic-proxy-notice');
  });

  test('a message is cleared when the next attempt starts', async ({ page, mockProvider }) => {
    await page.goto('/#settings/api-keys');
    await setEndpoint(page, 'openai', `${mockProvider.url}/v1/chat/completions`);
    const form = keyForm(page, 'openai');
    mockProvider.script({ failure: { status: 401 }, match: { style: 'openai' } });
    await tryKey(page, 'openai', 'sk-first');
    await expect(form.getByRole('alert')).toBeVisible();
    mockProvider.script({ text: 'slow', firstTokenDelayMs: 1500, match: { style: 'openai' } });
    await saveButton(form).click();
    await expect(form.getByRole('alert')).toHaveCount(0);
    await expect(keyInput(form, 'openai')).toBeDisabled();
    await expect(form.getByRole('status')).toHaveText('Checking the key…');
    await expect(form).toContainText('****************irst');
  });
});

test.describe('API endpoints', () => {
  test('validates, saves and resets the endpoints', async ({ page }) => {
    await page.goto('/#settings/api-endpoints');
    const endpoints = page.getByRole('region', { name: 'API endpoints' });
    const chat = endpoints.getByRole('textbox', { name: 'Chat completions endpoint' });
    const anthropic = endpoints.getByRole('textbox', { name: 'Anthropic endpoint' });
    const gemini = endpoints.getByRole('textbox', { name: 'Gemini endpoint' });
    const speech = endpoints.getByRole('textbox', { name: 'Speech-transcription endpoint' });
    await expect(chat).toHaveAttribute('placeholder', 'https://api.openai.com/v1/chat/completions');
    await expect(anthropic).toHaveAttribute('placeholder', 'https://api.anthropic.com/v1/messages');
    await expect(gemini).toHaveAttribute('placeholder', 'https://generativelanguage.googleapis.com/v1beta');
    await expect(speech).toHaveAttribute('placeholder', 'https://api.openai.com/v1/audio/transcriptions');

    await chat.fill('api.example.com/v1');
    await anthropic.fill('ftp://proxy.example/messages');
    await endpoints.getByRole('button', { name: 'Save' }).click();
    await expect(chat).toHaveAttribute('aria-invalid', 'true');
    await expect(anthropic).toHaveAttribute('aria-invalid', 'true');
    await expect(chat).toBeFocused();
    await expect(endpoints.getByText(/Enter a full http/)).toHaveCount(2);
    await expect(endpoints.getByRole('status')).toHaveText('');
    await saveScreenshot(page, 'keys-endpoints-invalid');

    await chat.fill('https://proxy.example/v1/chat/completions');
    await anthropic.fill('http://127.0.0.1:8080/v1/messages');
    await endpoints.getByRole('button', { name: 'Save' }).click();
    await expect(endpoints.getByRole('status')).toHaveText('Endpoints saved');
    await expect(chat).toHaveAttribute('aria-invalid', 'false');

    await page.reload();
    await expect(chat).toHaveValue('https://proxy.example/v1/chat/completions');
    await expect(anthropic).toHaveValue('http://127.0.0.1:8080/v1/messages');
    await expect(gemini).toHaveValue('');

    await endpoints.getByRole('button', { name: 'Reset to defaults' }).click();
    await expect(endpoints.getByRole('status')).toHaveText('Endpoints reset to defaults');
    await expect(chat).toHaveValue('');
    await page.reload();
    await expect(chat).toHaveValue('');
    await expect(anthropic).toHaveValue('');
  });
});

test.describe('managed hosts', () => {
  test('without user keys: neither API keys nor API endpoints', async ({ page }) => {
    await page.route('**/config.json', (route) =>
      route.fulfill({ json: { managed: true, allowUserAPIKey: false } }),
    );
    await page.goto('/#settings/api-keys');
    const nav = page.getByRole('navigation', { name: 'Settings' });
    await expect(nav.getByRole('link', { name: 'Appearance' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'API keys' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'API endpoints' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'API keys' })).toHaveCount(0);
  });

  test('with user keys allowed: API keys but no API endpoints', async ({ page }) => {
    await page.route('**/config.json', (route) =>
      route.fulfill({ json: { managed: true, allowUserAPIKey: true } }),
    );
    await page.goto('/#settings/api-keys');
    await expect(page.getByRole('region', { name: 'API keys' })).toBeVisible();
    for (const style of styles) await expect(keyInput(keyForm(page, style), style)).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Settings' });
    await expect(nav.getByRole('link', { name: 'API endpoints' })).toHaveCount(0);
  });
});

test.describe('look', () => {
  for (const theme of ['Light', 'Dark'] as const) {
    test(`settings sections in the ${theme.toLowerCase()} theme`, async ({ page, mockProvider }) => {
      await configureMockProviders(page, mockProvider.url, { styles: ['openai', 'gemini'] });
      await page.goto('/#settings/appearance');
      await page.getByRole('radio', { name: theme }).check();
      await page.goto('/#settings/api-keys');
      await keyInput(keyForm(page, 'anthropic'), 'anthropic').fill('sk-ant-typed');
      await keyForm(page, 'gemini').getByRole('button', { name: 'Check key' }).click();
      await expect(keyForm(page, 'gemini').getByRole('status')).toHaveText('The key works.');
      for (const name of ['API keys', 'API endpoints'] as const) {
        if (name === 'API endpoints') await page.goto('/#settings/api-endpoints');
        const region = page.getByRole('region', { name });
        await region.scrollIntoViewIfNeeded();
        await region.screenshot({
          path: path.join(
            screenshotDirectory,
            `keys-${name.replace(' ', '-').toLowerCase()}-${theme.toLowerCase()}.png`,
          ),
        });
      }
    });
  }
});

test('saveKey replaces a saved key', async ({ page, mockProvider }) => {
  await configureMockProviders(page, mockProvider.url, { styles: ['openai'] });
  await saveKey(page, 'openai', 'sk-replacement-7777');
  await expect(keyForm(page, 'openai')).toContainText('****************7777');
});
