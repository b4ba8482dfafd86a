import type { Page } from '@playwright/test';
import { chunkerVersion } from '@confab/core/knowledge';
import { test, expect } from './support/test.ts';
import { answers, openChatWithMock } from './support/chat-page.ts';
import { sendMessage } from './support/composer.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { chatRow, folderRow, seedRecords } from './support/seed-records.ts';

const leaseText =
  'Tenants may keep one cat or one small dog in the flat with written consent from the landlord.';
const recipeText =
  'Cat treats for tenants: bake tuna and oat biscuits for twenty minutes, then let them cool.';

/**
 * A knowledge base of two collections, each with one read document, stored as the indexing service
 * leaves it (passages and a current reading state), so retrieval answers without reading files.
 */
async function seedKnowledgeBase(page: Page, extra: Record<string, readonly object[]> = {}): Promise<void> {
  const now = Date.now();
  const times = { createdAt: now, updatedAt: now, syncedAt: null };
  const document = (fileID: string, name: string, collectionID: string, text: string) => ({
    file: {
      id: fileID,
      name,
      mimeType: 'text/plain',
      size: text.length,
      blobID: `blob-${fileID}`,
      collectionIDs: [collectionID],
      ...times,
    },
    chunk: { id: `${fileID}:0`, fileID, order: 0, text, section: name === 'Lease.txt' ? 'Pets' : 'Baking' },
    state: {
      id: fileID,
      fingerprint: `blob-${fileID}/${chunkerVersion}/`,
      status: 'indexed',
      chunkCount: 1,
      indexedAt: now,
    },
  });
  const lease = document('fi-lease', 'Lease.txt', 'kb-leases', leaseText);
  const recipes = document('fi-recipes', 'Recipes.txt', 'kb-recipes', recipeText);
  await seedRecords(page, {
    knowledgeCollections: [
      { id: 'kb-leases', name: 'Leases', ...times },
      { id: 'kb-recipes', name: 'Recipes', ...times },
    ],
    files: [lease.file, recipes.file],
    knowledgeChunks: [lease.chunk, recipes.chunk],
    indexedDocuments: [lease.state, recipes.state],
    ...extra,
  });
}

function sentText(mockProvider: { requests: readonly { stream?: boolean; body: unknown }[] }): string {
  return JSON.stringify(mockProvider.requests.filter((request) => request.stream).at(-1)?.body ?? {});
}

test.describe('knowledge in the chat', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a prompt with Use knowledge on sends the passage and the answer shows its source', async ({
    page,
    mockProvider,
  }) => {
    await openChatWithMock(page, mockProvider);
    await seedKnowledgeBase(page);
    await page.reload();
    const knowledgeSwitch = page.getByRole('switch', { name: 'Use knowledge' });
    await knowledgeSwitch.check();
    mockProvider.script({ text: 'One cat or one small dog is allowed [1].' }, { text: 'Pets' });
    await sendMessage(page, 'May tenants keep a cat in the flat?');
    await expect(answers(page)).toContainText('One cat or one small dog is allowed');
    expect(sentText(mockProvider)).toContain(leaseText);

    const sources = answers(page).getByRole('list', { name: 'Sources' });
    const lease = sources.getByRole('button', { name: '[1] Lease.txt, Pets' });
    await expect(lease).toBeVisible();
    await expect(knowledgeSwitch).toBeChecked();
    await saveScreenshot(page, 'chat-knowledge-sources-1280x800');
    await lease.click();
    const dialog = page.getByRole('dialog', { name: 'Lease.txt' });
    await expect(dialog).toContainText(leaseText);
    await saveScreenshot(page, 'chat-knowledge-passage-1280x800');
    await dialog.getByRole('button', { name: 'Open in Files' }).click();
    await expect(page).toHaveURL(/#files$/);
  });

  test('an agent limited to one collection never sends passages from another', async ({
    page,
    mockProvider,
  }) => {
    await openChatWithMock(page, mockProvider);
    const now = Date.now();
    await seedKnowledgeBase(page, {
      agents: [
        {
          id: 'a-lease-helper',
          title: 'Lease helper',
          description: '',
          categories: [],
          type: 'user',
          pinned: false,
          prompt: 'Answer about the lease.',
          knowledgeBaseAccess: true,
          knowledgeBaseTags: ['kb-leases'],
          lastUsedAt: null,
          createdAt: now,
          updatedAt: now,
          syncedAt: null,
        },
      ],
      chats: [
        {
          ...chatRow({ id: 'chat-lease', chatTitle: 'Lease questions', updatedAt: now }),
          character: { id: 'a-lease-helper', title: 'Lease helper' },
          useKnowledge: true,
        },
      ],
    });
    await page.goto('/#chat=chat-lease');
    await page.reload();
    const knowledgeSwitch = page.getByRole('switch', { name: 'Use knowledge' });
    await expect(knowledgeSwitch).toBeChecked();
    await expect(knowledgeSwitch).toBeDisabled();
    await expect(page.getByText('Set by the agent')).toBeVisible();
    mockProvider.script({ text: 'Only the lease says anything about cats [1].' });
    await sendMessage(page, 'Which cat treats can tenants bake with tuna and oat biscuits?');
    await expect(answers(page)).toContainText('Only the lease says anything about cats');
    const sent = sentText(mockProvider);
    expect(sent).toContain(leaseText);
    expect(sent).not.toContain('tuna and oat biscuits for twenty minutes');
  });

  test('a project names its collections, and its over-limit files message links to the knowledge base', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
    const now = Date.now();
    await seedKnowledgeBase(page, {
      folders: [folderRow('fo-flat', 'Flat')],
      chats: [chatRow({ id: 'chat-flat', chatTitle: 'Flat chat', updatedAt: now, folderID: 'fo-flat' })],
    });
    await page.goto('/#chat=chat-flat');
    await page.reload();
    await page.getByRole('main').getByRole('button', { name: 'Project settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Project settings' });
    await dialog
      .getByRole('group', { name: 'Knowledge base' })
      .getByRole('checkbox', { name: 'Leases' })
      .check();
    await dialog
      .getByLabel('Add files')
      .setInputFiles([{ name: 'big.txt', mimeType: 'text/plain', buffer: Buffer.from('x'.repeat(100_001)) }]);
    await expect(dialog.getByRole('link', { name: 'Open the knowledge base' })).toHaveAttribute(
      'href',
      '#files',
    );
    await saveScreenshot(page, 'chat-knowledge-project-1280x800');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const knowledgeSwitch = page.getByRole('switch', { name: 'Use knowledge' });
    await expect(knowledgeSwitch).toBeChecked();
    await expect(knowledgeSwitch).toBeDisabled();
    await expect(page.getByText('Set by the project')).toBeVisible();
  });
});
