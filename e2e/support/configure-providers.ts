import { expect, type Page } from '@playwright/test';

export type MockProviderStyle = 'openai' | 'anthropic' | 'gemini';

export interface ConfigureMockProvidersOptions {
  /** The app's origin when it is not the run's server (a spec that starts its own). */
  origin?: string;
  /** Keys to save, by style; defaults to one per style. Leave a style out of `styles` to skip its key. */
  keys?: Partial<Record<MockProviderStyle, string>>;
  /** Which key forms to fill (default all three). Endpoints are always pointed at the mock. */
  styles?: readonly MockProviderStyle[];
}

export const mockProviderKeys: Record<MockProviderStyle, string> = {
  openai: 'sk-test-openai',
  anthropic: 'sk-ant-test',
  gemini: 'AIzaTest',
};

export const keyFormLabels: Record<MockProviderStyle, string> = {
  openai: 'OpenAI API key',
  anthropic: 'Anthropic API key',
  gemini: 'Gemini API key',
};

/** The endpoint settings that send each style to the mock provider (its paths match by their ending). */
export function mockProviderEndpoints(mockProviderUrl: string) {
  return {
    'Chat completions endpoint': `${mockProviderUrl}/v1/chat/completions`,
    'Anthropic endpoint': `${mockProviderUrl}/v1/messages`,
    'Gemini endpoint': `${mockProviderUrl}/v1beta`,
  };
}

/**
 * Points the app at a mock provider the way a person would: Settings, API endpoints, then each key
 * form (every key is tested against the mock before it is saved). Leaves the page on
 * #settings/api-keys.
 */
export async function configureMockProviders(
  page: Page,
  mockProviderUrl: string,
  options: ConfigureMockProvidersOptions = {},
): Promise<void> {
  await page.goto(`${options.origin ?? ''}/#settings/api-endpoints`);
  const endpoints = page.getByRole('region', { name: 'API endpoints' });
  for (const [label, url] of Object.entries(mockProviderEndpoints(mockProviderUrl))) {
    await endpoints.getByRole('textbox', { name: label }).fill(url);
  }
  await endpoints.getByRole('button', { name: 'Save' }).click();
  await expect(endpoints.getByRole('status')).toHaveText('Endpoints saved');

  // Each settings section is a page of its own (`#settings/{id}`); the key forms are under API keys.
  await page.goto(`${options.origin ?? ''}/#settings/api-keys`);
  for (const style of options.styles ?? (['openai', 'anthropic', 'gemini'] as const)) {
    await saveKey(page, style, options.keys?.[style] ?? mockProviderKeys[style]);
  }
}

/** Saves one key through its form, replacing a saved one; waits for the masked display. */
export async function saveKey(page: Page, style: MockProviderStyle, key: string): Promise<void> {
  const label = keyFormLabels[style];
  const form = page.getByRole('group', { name: label });
  const change = form.getByRole('button', { name: 'Change' });
  const input = form.getByRole('textbox', { name: label });
  await expect(change.or(input)).toBeVisible();
  if (await change.isVisible()) await change.click();
  await input.fill(key);
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(form.getByRole('button', { name: 'Change' })).toBeVisible();
}
