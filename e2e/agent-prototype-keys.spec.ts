import type { Page } from '@playwright/test';
import { seedRecords } from './support/seed-records.ts';
import { test, expect } from './support/test.ts';

const prototypeNames = ['constructor', '__proto__', 'toString', 'hasOwnProperty'];

/** A stored user agent as the storage engine writes it. */
function storedAgent(id: string, title: string, categories: string[]) {
  return {
    id,
    title,
    description: '',
    categories,
    type: 'user',
    pinned: false,
    prompt: 'Answer.',
    lastUsedAt: null,
    createdAt: 1_700_000_000_000,
    updatedAt: 1_700_000_000_000,
    syncedAt: null,
  };
}

async function openAgents(page: Page) {
  await page.goto('/#agents');
  await expect(page.getByRole('searchbox', { name: 'Search agents' })).toBeVisible();
}

test.describe('agents named after Object.prototype members', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('categories such as constructor and __proto__ are listed as typed, and the page keeps working', async ({
    page,
  }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await openAgents(page);
    await seedRecords(page, {
      agents: prototypeNames.map((name, index) =>
        storedAgent(`a-proto-${String(index)}`, `Agent ${name}`, [name]),
      ),
    });
    await page.reload();
    for (const name of prototypeNames) {
      const section = page.getByRole('region', { name, exact: true });
      await expect(section.getByRole('article', { name: `Agent ${name}` })).toBeVisible();
    }
    const navigation = page.getByRole('navigation', { name: 'Agent categories' });
    await expect(navigation.getByRole('button', { name: 'constructor', exact: true })).toBeVisible();

    await page
      .getByRole('main')
      .getByRole('article', { name: 'Agent constructor' })
      .getByRole('button', { name: 'Edit' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit agent' });
    await expect(dialog.getByRole('checkbox', { name: 'constructor', exact: true })).toBeChecked();
    expect(pageErrors).toEqual([]);
  });
});
