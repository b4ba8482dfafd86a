import type { Page } from '@playwright/test';
import { saveScreenshot } from './support/screenshots.ts';
import { storedRecords } from './support/seed-records.ts';
import { test, expect } from './support/test.ts';

/** The stored agents an import added (the default agents filled at first visit are left out). */
async function importedAgents(page: Page) {
  const agents = await storedRecords(page, 'agents');
  return agents.filter((agent) => agent['sourceID'] === undefined);
}

// A 1x1 PNG, as a remote avatar host would serve it.
const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** An agent file as Confab exports it, its checksum computed in the page (WebCrypto, canonical JSON). */
async function agentFile(page: Page, data: Record<string, unknown>): Promise<string> {
  const checksum: unknown = await page.evaluate(`(async () => {
    const sort = (value) => Array.isArray(value) ? value.map(sort)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.keys(value).sort().map((key) => [key, sort(value[key])]))
        : value;
    const bytes = new TextEncoder().encode(JSON.stringify(sort(${JSON.stringify(data)})));
    const digest = await crypto.subtle.digest('SHA-256', bytes);
    return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  })()`);
  return JSON.stringify({ data, checksum });
}

function agentData(fields: Record<string, unknown>): Record<string, unknown> {
  return {
    id: 'a-elsewhere',
    title: 'Travel Planner',
    description: 'Plans trips.',
    categories: ['productivity'],
    type: 'user',
    pinned: false,
    model: 'gpt-4o-mini',
    prompt: 'Plan trips step by step.',
    conversationStarters: ['Plan a weekend in Lisbon'],
    lastUsedAt: null,
    createdAt: 1,
    updatedAt: 1,
    syncedAt: null,
    ...fields,
  };
}

async function importText(page: Page, text: string) {
  await page.getByLabel('Import from JSON file').setInputFiles({
    name: 'agent.json',
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  });
}

const review = (page: Page) => page.getByRole('dialog', { name: 'Import agent' });

test.describe('agent import', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test.beforeEach(async ({ page }) => {
    await page.goto('/#agents');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  });

  test('shows instructions, model and starters for review, and saves nothing on Cancel', async ({ page }) => {
    await importText(page, await agentFile(page, agentData({})));
    const dialog = review(page);
    await expect(dialog).toContainText('Plan trips step by step.');
    await expect(dialog).toContainText('gpt-4o-mini');
    await expect(dialog).toContainText('Plan a weekend in Lisbon');
    await expect(dialog).toContainText('Productivity');
    await saveScreenshot(page, 'agent-import-review-1280x800');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('article', { name: 'Travel Planner' })).toHaveCount(0);
    expect(await importedAgents(page)).toEqual([]);
  });

  test('names the reason for each refused file', async ({ page }) => {
    const data = agentData({});
    const valid = JSON.parse(await agentFile(page, data)) as { checksum: string };
    const cases: [string, string][] = [
      ['', 'This file is empty, so nothing was imported.'],
      ['{"title": "x"}', 'This is not an agent file'],
      [JSON.stringify({ data }), 'This agent file has no checksum'],
      [JSON.stringify({ data, checksum: 'abc' }), 'checksum is not a SHA-256 value'],
      [
        JSON.stringify({ data: { ...data, title: 'Changed' }, checksum: valid.checksum }),
        'changed after it was exported',
      ],
      [await agentFile(page, { title: 7 }), 'is not a valid agent'],
      [
        await agentFile(page, agentData({ title: 'x'.repeat(201) })),
        'the title is 201 characters long; at most 200',
      ],
      [
        await agentFile(page, agentData({ avatarURL: 'javascript:alert(1)' })),
        'the avatar address uses “javascript:”',
      ],
      ['x'.repeat(1024 * 1024 + 1), 'larger than 1024 KB'],
    ];
    for (const [text, reason] of cases) {
      await importText(page, text);
      await expect(page.getByRole('alert').getByText(reason, { exact: false }).last()).toBeVisible();
      await expect(review(page)).toHaveCount(0);
    }
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    expect(await importedAgents(page)).toEqual([]);
  });

  test('fetches a remote avatar once after consent and stores it inline', async ({ page }) => {
    let requests = 0;
    await page.route('https://avatars.example/planner.png', (route) => {
      requests += 1;
      return route.fulfill({
        body: pngBytes,
        headers: { 'content-type': 'image/png', 'access-control-allow-origin': '*' },
      });
    });
    await importText(
      page,
      await agentFile(page, agentData({ avatarURL: 'https://avatars.example/planner.png' })),
    );
    const dialog = review(page);
    await expect(dialog).toContainText('An image at avatars.example');
    expect(requests).toBe(0);
    await dialog
      .getByRole('checkbox', { name: 'Fetch the avatar from avatars.example once and keep a copy' })
      .check();
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByRole('status').getByText('Agent imported')).toBeVisible();
    expect(requests).toBe(1);
    const [stored] = await importedAgents(page);
    expect(String(stored?.['avatarURL'])).toMatch(/^data:image\/png;base64,/);
    await page.reload();
    await expect(page.getByRole('main').getByRole('article', { name: 'Travel Planner' })).toBeVisible();
    expect(requests).toBe(1);
  });

  test('saves without the avatar and says so when it is not an image', async ({ page }) => {
    await page.route('https://avatars.example/page.html', (route) =>
      route.fulfill({
        body: '<h1>hi</h1>',
        headers: { 'content-type': 'text/html', 'access-control-allow-origin': '*' },
      }),
    );
    await importText(
      page,
      await agentFile(page, agentData({ avatarURL: 'https://avatars.example/page.html' })),
    );
    const dialog = review(page);
    await dialog.getByRole('checkbox', { name: /Fetch the avatar/ }).check();
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByRole('alert').getByText('saved without it')).toBeVisible();
    const [stored] = await importedAgents(page);
    expect(stored?.['title']).toBe('Travel Planner');
    expect(stored?.['avatarURL']).toBeUndefined();
  });

  test('without consent a remote avatar is never fetched', async ({ page }) => {
    let requests = 0;
    await page.route('https://avatars.example/**', (route) => {
      requests += 1;
      return route.abort();
    });
    await importText(page, await agentFile(page, agentData({ avatarURL: 'https://avatars.example/a.png' })));
    await review(page).getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByRole('status').getByText('Agent imported')).toBeVisible();
    await expect(page.getByRole('main').getByRole('article', { name: 'Travel Planner' })).toBeVisible();
    expect(requests).toBe(0);
  });

  test('an avatar address typed in the editor is fetched once on save and kept inline; other schemes are refused', async ({
    page,
  }) => {
    let requests = 0;
    await page.route('https://avatars.example/**', (route) => {
      requests += 1;
      return route.request().url().endsWith('.png')
        ? route.fulfill({
            body: pngBytes,
            headers: { 'content-type': 'image/png', 'access-control-allow-origin': '*' },
          })
        : route.fulfill({ body: '<p>hi</p>', headers: { 'content-type': 'text/html' } });
    });
    await page.getByRole('button', { name: 'Create agent' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create agent' });
    await dialog.getByLabel('Title', { exact: true }).fill('Portrait');
    await dialog.getByLabel('Instructions', { exact: true }).fill('Answer briefly.');
    const avatar = dialog.getByLabel('Avatar image URL');
    const save = dialog.getByRole('button', { name: 'Save' });

    await avatar.fill('javascript:alert(1)');
    await save.click();
    await expect(dialog).toContainText('Use an https address of a picture, or leave this empty.');
    await expect(avatar).toHaveAttribute('aria-invalid', 'true');

    await avatar.fill('https://avatars.example/page.html');
    await save.click();
    await expect(dialog).toContainText('The picture at this address could not be loaded');
    await saveScreenshot(page, 'agents-editor-avatar-unavailable');
    expect(requests).toBe(1);
    expect(await importedAgents(page)).toEqual([]);

    await avatar.fill('https://avatars.example/face.png');
    await save.click();
    await expect(dialog).toBeHidden();
    expect(requests).toBe(2);
    const [stored] = await importedAgents(page);
    expect(String(stored?.['avatarURL'])).toMatch(/^data:image\/png;base64,/);
    await page.reload();
    await expect(page.getByRole('main').getByRole('article', { name: 'Portrait' })).toBeVisible();
    expect(requests).toBe(2);
  });
});

test('a locked premium agent offers no clone, export or share', async ({ page }) => {
  await page.route('**/config.json', (route) =>
    route.fulfill({
      json: {
        chatFeatures: { premiumCharacters: false },
        systemCharacters: [
          { id: 'sys-legal', title: 'Legal Reviewer', premium: true, categories: ['business'] },
        ],
      },
    }),
  );
  await page.goto('/#agents');
  const card = page.getByRole('main').getByRole('article', { name: 'Legal Reviewer' }).first();
  await expect(card).toContainText('Premium');
  for (const name of ['Clone', 'Export', 'Share', 'Chat'])
    await expect(card.getByRole('button', { name, exact: true })).toHaveCount(0);
});
