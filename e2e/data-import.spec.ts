import type { Locator, Page } from '@playwright/test';
import { test, expect } from './support/test.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { storedRecords } from './support/seed-records.ts';

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });
const chatList = (page: Page) => sidebar(page).getByRole('navigation', { name: 'Chats' });
const chatTitles = (page: Page) => chatList(page).locator('.chat-row__title-text').allTextContents();

interface InputFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const jsonFile = (name: string, value: unknown): InputFile => ({
  name,
  mimeType: 'application/json',
  buffer: Buffer.from(JSON.stringify(value)),
});

/** A ChatGPT node; `parent` null is the root. */
function chatGPTNode(id: string, role: string, text: string, parent: string | null, children: string[]) {
  return {
    id,
    parent,
    children,
    message: {
      id,
      author: { role },
      create_time: 1_700_000_000 + children.length,
      content: { content_type: 'text', parts: [text] },
      recipient: 'all',
    },
  };
}

/** A conversation whose answer was regenerated: the visible path is the second answer. */
function chatGPTConversation(id: string, title: string) {
  return {
    id,
    title,
    create_time: 1_700_000_000,
    update_time: 1_700_000_100,
    current_node: `${id}-answer-b`,
    mapping: {
      [`${id}-question`]: chatGPTNode(`${id}-question`, 'user', 'Plan a trip to Lisbon', null, [
        `${id}-answer-a`,
        `${id}-answer-b`,
      ]),
      [`${id}-answer-a`]: chatGPTNode(
        `${id}-answer-a`,
        'assistant',
        'First draft of the plan.',
        `${id}-question`,
        [],
      ),
      [`${id}-answer-b`]: chatGPTNode(
        `${id}-answer-b`,
        'assistant',
        'Regenerated: day 1 Alfama.',
        `${id}-question`,
        [],
      ),
    },
  };
}

const claudeConversations = [
  {
    uuid: 'claude-1',
    name: 'Poem about the sea',
    created_at: '2024-05-01T10:00:00.000000+00:00',
    updated_at: '2024-05-01T10:05:00.000000+00:00',
    chat_messages: [
      { uuid: 'm1', sender: 'human', text: 'Write a poem about the sea', created_at: '2024-05-01T10:00:01Z' },
      {
        uuid: 'm2',
        sender: 'assistant',
        text: 'The sea is wide, the sea is deep.',
        created_at: '2024-05-01T10:00:05Z',
      },
    ],
  },
];

function confabExport(chatTitle: string) {
  const time = Date.parse('2026-01-02T10:00:00Z');
  return {
    data: {
      chats: [
        {
          id: 'restored-chat',
          chatTitle,
          messages: [
            { role: 'user', content: 'A message from the backup', uuid: 'restored-1', createdAt: time },
          ],
        },
      ],
      // A profile's key is held back until the person ticks it; a provider key is no export key
      // and only listed, as is a setting this build has no place for.
      userProfiles: [
        { id: 'work', name: 'Work', isCurrent: false, assignedAPIKey: { openAIAPIKey: 'sk-profile-0042' } },
      ],
      customSearchAPIKey: 'search-key-0042',
      apiKey: 'sk-not-an-export-key',
    },
  };
}

/** The entry button opens the system file chooser (ARCHITECTURE §7); the dialog follows the choice. */
async function chooseImportFiles(
  page: Page,
  button: 'Import' | 'Import from another app',
  files: InputFile[],
): Promise<Locator> {
  await page.goto('/#settings/data');
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  await chooser.setFiles(files);
  const dialog = page.getByRole('dialog', { name: 'Import data' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Picks the files, confirms, chooses replace or keep both when asked, and reloads at the end. */
async function importFiles(
  page: Page,
  files: InputFile[],
  options: {
    button?: 'Import' | 'Import from another app';
    mode?: 'Replace' | 'Keep both';
    shots?: string;
    /** Checks on the confirm step, before Import is pressed. */
    onConfirmStep?: (dialog: Locator) => Promise<void>;
  } = {},
): Promise<void> {
  const dialog = await chooseImportFiles(page, options.button ?? 'Import', files);
  const confirm = dialog.getByRole('button', { name: 'Import', exact: true });
  await expect(confirm).toBeVisible();
  await options.onConfirmStep?.(dialog);
  if (options.shots) await saveScreenshot(page, `${options.shots}-confirm`);
  await confirm.click();
  if (options.mode) {
    await expect(dialog.getByText(/already here/)).toBeVisible();
    if (options.shots) await saveScreenshot(page, `${options.shots}-mode`);
    await dialog.getByRole('button', { name: options.mode }).click();
  }
  await expect(dialog.getByText('Import complete. Confab reloads to show everything.')).toBeVisible();
  if (options.shots) await saveScreenshot(page, `${options.shots}-done`);
  await dialog.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
}

test.describe('import data', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a ChatGPT export opens as tagged chats showing the visible branch', async ({ page }) => {
    const broken = { id: 'broken', title: 'Only a system note', mapping: {} };
    const file = jsonFile('conversations.json', [chatGPTConversation('c1', 'Lisbon trip'), broken]);
    await importFiles(page, [file], {
      button: 'Import from another app',
      shots: 'data-import-chatgpt',
      onConfirmStep: async (dialog) => {
        await expect(dialog.getByText('1 chat (3 messages)')).toBeVisible();
        // Agents spec §8: failed items are listed with their JSON.
        await dialog.getByText('The conversation has no user or assistant message with text.').click();
        await expect(dialog.locator('pre')).toContainText('Only a system note');
      },
    });
    await page.goto('/');
    await expect.poll(() => chatTitles(page)).toEqual(['Lisbon trip']);
    await expect(chatList(page).locator('.chat-row__tag-dot[title="Imported from ChatGPT"]')).toHaveCount(1);
    await chatList(page)
      .getByRole('link', { name: /Lisbon trip/ })
      .click();
    const conversation = page.getByRole('log', { name: 'Conversation' });
    await expect(conversation).toContainText('Regenerated: day 1 Alfama.');
    await expect(conversation).not.toContainText('First draft of the plan.');
    await saveScreenshot(page, 'data-import-chatgpt-chat');
  });

  test('a Claude export arrives with its tag', async ({ page }) => {
    await importFiles(page, [jsonFile('conversations.json', claudeConversations)], {
      button: 'Import from another app',
    });
    await page.goto('/');
    await expect.poll(() => chatTitles(page)).toEqual(['Poem about the sea']);
    await expect(chatList(page).locator('.chat-row__tag-dot[title="Imported from Claude"]')).toHaveCount(1);
  });

  test('a backup of a chat already here is cloned, or replaces it', async ({ page }) => {
    await importFiles(page, [jsonFile('export.json', confabExport('Backed up'))]);
    await importFiles(page, [jsonFile('export.json', confabExport('Backed up'))], {
      mode: 'Keep both',
      shots: 'data-import-clone',
      onConfirmStep: async (dialog) => {
        await expect(
          dialog.getByRole('checkbox', { name: /Work · openAIAPIKey ••••0042/ }),
        ).not.toBeChecked();
        // The web search key now has a home, so it waits for a confirmation instead of being ignored.
        await expect(dialog.getByRole('checkbox', { name: /Setting: customSearchAPIKey/ })).not.toBeChecked();
        await expect(dialog.getByText('apiKey', { exact: true })).toBeVisible();
      },
    });
    await page.goto('/');
    await expect.poll(() => chatTitles(page)).toEqual(['Backed up', 'Backed up']);
    await importFiles(page, [jsonFile('export.json', confabExport('Renamed in the backup'))], {
      mode: 'Replace',
    });
    await page.goto('/');
    await expect
      .poll(async () => (await chatTitles(page)).sort())
      .toEqual(['Backed up', 'Renamed in the backup']);
  });

  test('cancel midway leaves the data untouched', async ({ page }) => {
    await importFiles(page, [jsonFile('export.json', confabExport('Kept'))]);
    const many = Array.from({ length: 8_000 }, (_, index) =>
      chatGPTConversation(`bulk-${index}`, `Bulk ${index}`),
    );
    const dialog = await chooseImportFiles(page, 'Import from another app', [
      jsonFile('conversations.json', many),
    ]);
    await expect(dialog.getByRole('progressbar')).toBeVisible();
    await saveScreenshot(page, 'data-import-progress');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    // The worker hears the cancel between its steps: on a loaded CI machine a step of 8,000
    // conversations took longer than the default 5 s (the dialog said "Cancelling…" meanwhile).
    await expect(dialog.getByText('Import cancelled. Nothing was changed.')).toBeVisible({
      timeout: 20_000,
    });
    await saveScreenshot(page, 'data-import-cancelled');
    expect((await storedRecords(page, 'chats')).map((chat) => chat.chatTitle)).toEqual(['Kept']);
  });

  test('a web page saved in place of the export shows the error and changes nothing', async ({ page }) => {
    const dialog = await chooseImportFiles(page, 'Import', [
      {
        name: 'conversations.json',
        mimeType: 'application/json',
        buffer: Buffer.from('<!doctype html><p>Sign in</p>'),
      },
    ]);
    await expect(dialog.getByRole('alert')).toContainText(
      'conversations.json: This is a web page (HTML), not an export file.',
    );
    await saveScreenshot(page, 'data-import-html-error');
    expect(await storedRecords(page, 'chats')).toEqual([]);
    // Each step focuses its next move, so the keyboard alone gets back to the picker.
    await expect(dialog.getByRole('button', { name: 'Choose another file' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel('Files to import')).toBeVisible();
  });
});
