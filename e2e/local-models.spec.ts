import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from './support/test.ts';

/** The ports probed for local model servers (Ollama, LM Studio, vLLM). */
const localServerPorts = /^http:\/\/127\.0\.0\.1:(11434|1234|8000)\//;

function recordLocalProbes(context: BrowserContext): string[] {
  const probes: string[] = [];
  context.on('request', (request) => {
    if (localServerPorts.test(request.url())) probes.push(request.url());
  });
  return probes;
}

function recordConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('local model servers', () => {
  test('a fresh load logs no console error and probes no local port', async ({ page }) => {
    const errors = recordConsoleErrors(page);
    const probes = recordLocalProbes(page.context());
    await page.goto('/');
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeEditable();
    await expect(page.getByRole('combobox', { name: 'Model' })).toBeVisible();
    // Every request of the load has ended, refused probes included, so their errors were logged.
    await page.waitForLoadState('networkidle');
    expect(probes).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the model picker probes once when reached for, and the next load remembers what it found', async ({
    page,
  }) => {
    await page.context().route('http://127.0.0.1:11434/api/tags', (route) =>
      route.fulfill({
        json: { models: [{ name: 'llama3.2:latest', model: 'llama3.2:latest' }] },
        headers: { 'Access-Control-Allow-Origin': '*' },
      }),
    );
    const probes = recordLocalProbes(page.context());
    await page.goto('/');
    const picker = page.getByRole('combobox', { name: 'Model' });
    await expect(picker).toBeVisible();
    expect(probes).toEqual([]);

    await picker.focus();
    await expect(picker.getByRole('option', { name: 'llama3.2:latest' })).toBeAttached();
    await picker.blur();
    await picker.focus();
    await page.waitForLoadState('networkidle');
    // One probe per server, once per page load.
    expect(probes.filter((url) => url.includes(':11434/'))).toHaveLength(1);

    probes.length = 0;
    await page.reload();
    await expect(
      page.getByRole('combobox', { name: 'Model' }).getByRole('option', { name: 'llama3.2:latest' }),
    ).toBeAttached();
    expect(probes).toEqual([]);
  });
});
