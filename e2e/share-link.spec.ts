import type { Browser, Page } from '@playwright/test';
import { saveScreenshot } from './support/screenshots.ts';
import { seedRecords } from './support/seed-records.ts';
import { signedInDevice } from './support/signed-in-device.ts';
import { skipPrivacyNotice } from './support/privacy-notice.ts';
import { expect, test } from './support/test.ts';
import { serverWithInbox } from './support/server-with-inbox.ts';

// A server of its own with real SMTP, so the owner can sign in (the shared server prints codes).
test.describe.configure({ timeout: 60_000 });

const host = serverWithInbox();

// Raw HTML in an answer must stay text on the shared page: nothing of it may run or load.
const hostileAnswer = [
  'Sort it in place:',
  '',
  '```rust',
  'let mut v = vec![3, 1, 2];',
  'v.sort();',
  '```',
  '',
  'Cost is $O(n \\log n)$. <script>window.__pwned = 1</script>',
  '<img src="https://tracker.example/pixel.png" onerror="window.__pwned = 2">',
  '![chart](https://tracker.example/chart.png) [bad](javascript:alert(1))',
].join('\n');

/** A chat with a question and the hostile answer, written into the owner's browser store. */
async function seedChat(page: Page): Promise<string> {
  const chatID = 'chat-share-e2e';
  const time = Date.now() - 60_000;
  const base = { chatID, updatedAt: time, syncedAt: null };
  await seedRecords(page, {
    chats: [
      {
        id: chatID,
        chatTitle: 'Sorting in Rust',
        tags: [],
        tagIDs: [],
        folderID: null,
        favoritedAt: null,
        archivedAt: null,
        preview: 'How do I sort a vector?',
        lastMessageCreatedAt: time + 1,
        activityAt: time + 1,
        messageCount: 2,
        currentLeafUUID: 'm-answer',
        createdAt: time,
        updatedAt: time,
        syncedAt: null,
      },
    ],
    messages: [
      {
        ...base,
        uuid: 'm-question',
        role: 'user',
        content: 'How do I sort a vector?',
        order: 0,
        createdAt: time,
        parentUUID: null,
      },
      {
        ...base,
        uuid: 'm-answer',
        role: 'assistant',
        content: hostileAnswer,
        model: 'gpt-4o-mini',
        order: 1,
        createdAt: time + 1,
        parentUUID: 'm-question',
      },
    ],
  });
  return chatID;
}

/** Signs in, seeds the chat, shares it by link from the share dialog; returns both links. */
async function shareChat(browser: Browser, email: string) {
  const owner = await signedInDevice(browser, { ...host, email });
  const chatID = await seedChat(owner.page);
  await owner.page.goto(`${host.server.url}/#chat=${chatID}`);
  await owner.page.reload();
  await owner.page.getByRole('button', { name: 'Share chat' }).click();
  const dialog = owner.page.getByRole('dialog', { name: 'Share chat' });
  const share = dialog.getByRole('button', { name: 'Share', exact: true });
  await expect(share).toBeDisabled();
  await dialog.getByRole('checkbox', { name: /anyone with the link can read it/ }).check();
  await share.click();
  const shareLink = await dialog.getByRole('textbox', { name: 'Share link' }).inputValue();
  const deleteLink = await dialog.getByRole('textbox', { name: 'Delete link' }).inputValue();
  expect(shareLink).toMatch(new RegExp(`^${host.server.url}/share/[A-Za-z0-9_-]{22}$`));
  await saveScreenshot(owner.page, 'share-link-dialog-1280x800');
  return { owner, shareLink, deleteLink };
}

test.describe('share a chat by link', () => {
  test('a reader without the app sees it rendered with nothing run or fetched, and continues it', async ({
    browser,
  }) => {
    const { owner, shareLink } = await shareChat(browser, `share-read-${String(Date.now())}@example.com`);

    // JavaScript off: the server drew the page, so it reads the same.
    const reader = await browser.newContext({
      javaScriptEnabled: false,
      colorScheme: 'dark',
      viewport: { width: 390, height: 844 },
    });
    const readerPage = await reader.newPage();
    const requested: string[] = [];
    readerPage.on('request', (request) => requested.push(request.url()));
    const answer = await readerPage.goto(shareLink);
    expect(answer?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(readerPage.getByRole('heading', { level: 1, name: 'Sorting in Rust' })).toBeVisible();
    const assistant = readerPage.getByRole('article', { name: 'Assistant message' });
    await expect(assistant.locator('code.language-rust')).toContainText('v.sort();');
    await expect(assistant.locator('math')).toHaveCount(1);
    await expect(assistant).toContainText('<script>window.__pwned = 1</script>');
    await expect(assistant.locator('img, script')).toHaveCount(0);
    await expect(assistant.getByRole('link', { name: 'bad' })).toHaveCount(0);
    expect(requested.every((url) => url.startsWith(host.server.url))).toBe(true);
    await saveScreenshot(readerPage, 'share-link-viewer-390x844');
    await reader.close();

    // JavaScript on: still nothing of the answer runs, and Continue imports it into this browser.
    const friend = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await skipPrivacyNotice(friend);
    const friendPage = await friend.newPage();
    await friendPage.goto(shareLink);
    expect(await friendPage.evaluate('window.__pwned')).toBeUndefined();
    await friendPage.getByRole('link', { name: 'Continue this chat in Confab' }).click();
    const conversation = friendPage.getByRole('log', { name: 'Conversation' });
    await expect(conversation.getByRole('article', { name: 'Assistant message' })).toContainText(
      'Sort it in place',
      {
        timeout: 15_000,
      },
    );
    await expect(friendPage.getByRole('link', { name: 'Sorting in Rust' })).toBeVisible();
    await friend.close();
    await owner.context.close();
  });

  test('the delete link removes the page; the link then answers a clear 404', async ({ browser }) => {
    const { owner, shareLink, deleteLink } = await shareChat(
      browser,
      `share-delete-${String(Date.now())}@example.com`,
    );
    const page = await owner.context.newPage();
    await page.goto(deleteLink);
    await page.getByRole('button', { name: 'Delete the shared link' }).click();
    await expect(page.getByRole('heading', { name: 'The shared chat was deleted' })).toBeVisible();
    const gone = await page.goto(shareLink);
    expect(gone?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { name: 'This link does not exist or was deleted' }),
    ).toBeVisible();
    await owner.context.close();
  });

  test('deleting a link in Settings → Shared links makes it answer 404', async ({ browser }) => {
    const { owner, shareLink } = await shareChat(browser, `share-manager-${String(Date.now())}@example.com`);
    await owner.page.goto(`${host.server.url}/#settings/data`);
    const manager = owner.page.getByRole('region', { name: 'Shared links' });
    await manager.getByRole('button', { name: 'Delete Sorting in Rust' }).click();
    const confirm = owner.page.getByRole('dialog', { name: 'Delete shared link?' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(manager.getByText('Nothing shared of this kind.')).toBeVisible();
    await saveScreenshot(owner.page, 'share-link-manager-empty');
    const gone = await owner.page.goto(shareLink);
    expect(gone?.status()).toBe(404);
    await owner.context.close();
  });

  test('a shared agent has a page of its own whose "Add to Confab" opens the app’s popup', async ({
    browser,
  }) => {
    const owner = await signedInDevice(browser, {
      ...host,
      email: `share-agent-${String(Date.now())}@example.com`,
    });
    const token = (await owner.context.cookies()).find(
      (cookie) => cookie.name === 'confab_cloud_token',
    )?.value;
    const published = await owner.page.request.post(`${host.server.url}/api/shared_characters`, {
      data: { data: { id: 'a-shared', title: 'Proofreader', prompt: 'You fix <b>typos</b>.' } },
      headers: { authorization: `Bearer ${token ?? ''}` },
    });
    const { id } = (await published.json()) as { id: string };

    const reader = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await skipPrivacyNotice(reader);
    const page = await reader.newPage();
    await page.goto(`${host.server.url}/characters/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Proofreader' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Instructions' })).toContainText('You fix <b>typos</b>.');
    await page.getByRole('link', { name: 'Add to Confab' }).click();
    await expect(page.getByRole('dialog', { name: 'Shared AI agent' })).toBeVisible({ timeout: 10_000 });
    await reader.close();
    await owner.context.close();
  });
});
