import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { test, expect } from './support/test.ts';
import { configureMockProviders } from './support/configure-providers.ts';
import { sendMessage } from './support/composer.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { chatRow, folderRow, seedRecords } from './support/seed-records.ts';

const filesTooBig =
  'The total selected file(s) are too big (exceeds 100KB). This feature is suitable for small files only. If you need to upload bigger files, please use the Knowledge Base feature instead.';

const projectID = 'fo-e2e-research';
const chatID = 'chat-in-research';

/** Opens the app, stores a project with one empty chat in it, and opens that chat. */
async function openChatInProject(page: Page, settings: object = {}): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await seedRecords(page, {
    folders: [folderRow(projectID, 'Research', settings)],
    chats: [chatRow({ id: chatID, chatTitle: 'Project chat', updatedAt: Date.now(), folderID: projectID })],
  });
  await page.goto(`/#chat=${chatID}`);
  await page.reload();
  // The header offers the project's settings once the chat (and its folder) has loaded.
  await expect(page.getByRole('main').getByRole('button', { name: 'Project settings' })).toBeVisible();
}

async function openProjectSettings(page: Page) {
  await page.getByRole('main').getByRole('button', { name: 'Project settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Project settings' });
  await expect(dialog).toBeVisible();
  return dialog;
}

function textFile(name: string, size: number, text = '') {
  return { name, mimeType: 'text/plain', buffer: Buffer.from(text.padEnd(size, 'x')) };
}

/** A small local server for dynamic context: /status answers text, /down fails. */
async function startContextServer(): Promise<{ url: string; server: Server; hits: string[] }> {
  const hits: string[] = [];
  const server = createServer((request, response) => {
    hits.push(request.url ?? '');
    response.setHeader('access-control-allow-origin', '*');
    if (request.url === '/status') {
      response.setHeader('content-type', 'text/plain');
      response.end('Dynamic status: all systems green.');
      return;
    }
    response.statusCode = 503;
    response.end('down');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${String(port)}`, server, hits };
}

test.describe('project settings', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('refuses files over 100,000 bytes in total with the spec text and saves nothing', async ({ page }) => {
    await openChatInProject(page);
    let dialog = await openProjectSettings(page);
    const addFiles = dialog.getByLabel('Add files');
    await addFiles.setInputFiles([textFile('big-one.txt', 60_000), textFile('big-two.txt', 40_001)]);
    await expect(dialog.getByRole('alert').filter({ hasText: filesTooBig })).toHaveText(filesTooBig);
    await expect(dialog.getByText('No files yet.')).toBeVisible();

    // Exactly 100,000 bytes is allowed; one more byte on top is refused and adds nothing.
    await addFiles.setInputFiles([textFile('notes.txt', 60_000), textFile('plan.md', 40_000)]);
    await expect(dialog.getByRole('listitem')).toHaveCount(2);
    await expect(dialog.getByRole('listitem').first()).toContainText('notes.txt');
    await expect(dialog.getByRole('listitem').first()).toContainText('60 kB');
    await addFiles.setInputFiles([textFile('one-byte.txt', 1)]);
    await expect(dialog.getByRole('alert').filter({ hasText: filesTooBig })).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveCount(2);

    await dialog.getByRole('button', { name: 'Remove plan.md' }).click();
    await expect(dialog.getByRole('listitem')).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    dialog = await openProjectSettings(page);
    await expect(dialog.getByRole('listitem')).toHaveCount(1);
    await expect(dialog.getByRole('listitem')).toContainText('notes.txt');
  });

  test('refuses a dynamic context without a name or url, and Escape discards changes', async ({ page }) => {
    await openChatInProject(page);
    let dialog = await openProjectSettings(page);
    await dialog.getByRole('button', { name: 'Add dynamic context' }).click();
    const row = dialog.getByRole('group', { name: 'Dynamic context 1' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    const incomplete =
      'Not saved: every dynamic context needs a name, and a URL unless its source is static text.';
    await expect(dialog.getByRole('alert').filter({ hasText: incomplete })).toBeVisible();
    const name = row.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription('Give this dynamic context a name.');
    await dialog.getByRole('alert').filter({ hasText: incomplete }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'project-settings-invalid-1280x800');

    await name.fill('Status page');
    await expect(name).toHaveAttribute('aria-invalid', 'false');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const url = row.getByRole('textbox', { name: 'URL' });
    await expect(url).toHaveAttribute('aria-invalid', 'true');
    await expect(url).toHaveAccessibleDescription('Enter the URL to fetch.');
    await expect(dialog).toBeVisible();

    // A static source needs no url: its text is the context.
    await row.getByRole('combobox', { name: 'Source' }).selectOption({ label: 'Static text' });
    await row.getByRole('textbox', { name: 'Text' }).fill('Office hours are 9 to 5.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    dialog = await openProjectSettings(page);
    await expect(
      dialog.getByRole('group', { name: 'Dynamic context 1' }).getByRole('textbox', { name: 'Name' }),
    ).toHaveValue('Status page');
    await dialog.getByRole('textbox', { name: 'System message' }).fill('Not to be kept');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    dialog = await openProjectSettings(page);
    await expect(dialog.getByRole('textbox', { name: 'System message' })).toHaveValue('');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a chat in the project sends its system message, model, files and dynamic context', async ({
    page,
    mockProvider,
  }) => {
    // Saving three keys through their forms and a streamed answer take longer than the default.
    test.setTimeout(90_000);
    const context = await startContextServer();
    try {
      await configureMockProviders(page, mockProvider.url, { styles: ['openai'] });
      await openChatInProject(page);
      const dialog = await openProjectSettings(page);
      await dialog
        .getByRole('textbox', { name: 'System message' })
        .fill('You help with the research project.');
      await dialog.getByRole('combobox', { name: 'Model' }).selectOption('gpt-4.1-mini');
      await dialog.getByLabel('Add files').setInputFiles([
        {
          name: 'notes.txt',
          mimeType: 'text/plain',
          buffer: Buffer.from('Alpha notes: the sample size is 42.'),
        },
      ]);
      await expect(dialog.getByRole('listitem')).toContainText('notes.txt');
      const addEndpoint = dialog.getByRole('button', { name: 'Add dynamic context' });
      await addEndpoint.click();
      const status = dialog.getByRole('group', { name: 'Dynamic context 1' });
      await status.getByRole('textbox', { name: 'Name' }).fill('Status');
      await status.getByRole('textbox', { name: 'URL' }).fill(`${context.url}/status`);
      await addEndpoint.click();
      const team = dialog.getByRole('group', { name: 'Dynamic context 2' });
      await team.getByRole('textbox', { name: 'Name' }).fill('Team');
      await team.getByRole('combobox', { name: 'Source' }).selectOption('static');
      await team.getByRole('textbox', { name: 'Text' }).fill('Ana and Bo run the study.');
      await addEndpoint.click();
      const pager = dialog.getByRole('group', { name: 'Dynamic context 3' });
      await pager.getByRole('textbox', { name: 'Name' }).fill('Pager');
      await pager.getByRole('textbox', { name: 'URL' }).fill(`${context.url}/down`);
      await saveScreenshot(page, 'project-settings-filled-1280x800');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();

      // A chat in the project without a model of its own starts with the project's.
      await expect(page.getByRole('combobox', { name: 'Model' })).toHaveValue('gpt-4.1-mini');
      mockProvider.script({ text: 'Noted.' });
      await sendMessage(page, 'What is the sample size?');
      await expect(page.getByRole('log', { name: 'Conversation' })).toContainText('Noted.');
      await expect(
        page.getByRole('status').filter({ hasText: 'Sent without dynamic context from Pager' }),
      ).toBeVisible();

      const request = mockProvider.requests.find((candidate) => candidate.stream);
      expect(request?.model).toBe('gpt-4.1-mini');
      const body = request?.body as { messages: { role: string; content: unknown }[] };
      const system = body.messages.find((message) => message.role === 'system');
      expect(system?.content).toBe(
        [
          'You help with the research project.',
          '# Project files',
          '## notes.txt\n\nAlpha notes: the sample size is 42.',
          '# Dynamic context',
          '## Status\n\nDynamic status: all systems green.',
          '## Team\n\nAna and Bo run the study.',
        ].join('\n\n'),
      );
      expect(context.hits).toEqual(['/status', '/down']);
      expect(body.messages.at(-1)).toMatchObject({ role: 'user', content: 'What is the sample size?' });
    } finally {
      context.server.close();
    }
  });
});

test.describe('project settings on a host that turns them off', () => {
  // page.route does not see /config.json when the service worker answers it.
  test.use({ viewport: { width: 1280, height: 800 } });

  test('are read-only, and dynamic context is hidden', async ({ page }) => {
    await page.route('**/config.json', (route) =>
      route.fulfill({ json: { chatFeatures: { useProjectSettings: false, allowDynamicContext: false } } }),
    );
    await openChatInProject(page, { systemMessage: 'Kept as it is.' });
    const dialog = await openProjectSettings(page);
    await expect(dialog.getByRole('note')).toHaveText(
      'Project settings are turned off on this workspace. You can look at them but not change them.',
    );
    await expect(dialog.getByRole('textbox', { name: 'System message' })).toHaveValue('Kept as it is.');
    await expect(dialog.getByRole('textbox', { name: 'System message' })).not.toBeEditable();
    await expect(dialog.getByRole('combobox', { name: 'Model' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Add files' })).toHaveCount(0);
    await expect(dialog.getByText('Dynamic context is turned off on this workspace.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('project settings screenshots', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`dialog at ${String(viewport.width)}x${String(viewport.height)} in ${colorScheme}`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await page.emulateMedia({ colorScheme });
        await openChatInProject(page, {
          systemMessage: 'You help with the research project. Cite every source.',
          files: [],
          dynamicContextEndpoints: [
            { name: 'Status', source: 'url', url: 'https://status.example.com/today.txt' },
            { name: 'Team', source: 'static', content: 'Ana and Bo run the study.' },
          ],
        });
        const dialog = await openProjectSettings(page);
        await dialog
          .getByLabel('Add files')
          .setInputFiles([textFile('interview-notes.txt', 12_345), textFile('plan.md', 2_048)]);
        await expect(dialog.getByRole('listitem')).toHaveCount(2);
        await saveScreenshot(
          page,
          `project-settings-${colorScheme}-${String(viewport.width)}x${String(viewport.height)}`,
        );
      });
    }
  }
});
