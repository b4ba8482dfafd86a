import type { Browser } from '@playwright/test';
import { skipPrivacyNotice } from '../e2e/support/privacy-notice.ts';
import { median, reportFigures } from './support/figures.ts';

const messageCount = 1_000;
const runs = 5;
const chatID = 'bench-long-chat';

// Page-side code is a string: tsx's __name helper does not exist inside the page. It writes rows the
// way the app's storage engine does (chat rows carry the tagIDs and activityAt index fields).
const seedChat = `(async () => {
  const database = await new Promise((resolve, reject) => {
    const request = indexedDB.open('confab');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const now = Date.now() - ${messageCount} * 1000;
  const messages = [];
  let parent = null;
  for (let order = 0; order < ${messageCount}; order += 1) {
    const uuid = 'bench-message-' + order;
    const role = order % 2 === 0 ? 'user' : 'assistant';
    const content = role === 'user'
      ? 'Question ' + order + ': how does step ' + order + ' of the plan work?'
      : '## Step ' + order + '\\n\\nThe step **works** like this:\\n\\n- first point about it\\n- second point with \`code\`\\n\\n\`\`\`js\\nconst step = ' + order + ';\\n\`\`\`\\n';
    messages.push({ uuid, chatID: '${chatID}', role, content, parentUUID: parent, order, createdAt: now + order * 1000, updatedAt: now + order * 1000, syncedAt: null });
    parent = uuid;
  }
  const last = messages[messages.length - 1];
  const chat = {
    id: '${chatID}', chatTitle: 'A very long chat', tags: [], folderID: null, favoritedAt: null, archivedAt: null,
    preview: 'Question 0: how does step 0 of the plan work?', lastMessageCreatedAt: last.createdAt,
    messageCount: ${messageCount}, currentLeafUUID: last.uuid, createdAt: now, updatedAt: last.createdAt, syncedAt: null,
    tagIDs: [], activityAt: last.createdAt,
  };
  await new Promise((resolve, reject) => {
    const transaction = database.transaction(['chats', 'messages'], 'readwrite');
    transaction.objectStore('chats').put(chat);
    for (const message of messages) transaction.objectStore('messages').put(message);
    transaction.oncomplete = resolve;
    transaction.onerror = () => reject(transaction.error);
  });
  database.close();
})()`;

/** A 1,000-message chat: time from choosing it in the sidebar to its newest answer on screen. */
export async function measureLongChat(browser: Browser, baseUrl: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await skipPrivacyNotice(context);
  const page = await context.newPage();
  await page.goto(baseUrl);
  await page.getByRole('textbox', { name: 'Message' }).waitFor();
  await page.evaluate(seedChat);
  const openTimes: number[] = [];
  const newestAnswer = page.getByRole('article', { name: 'Assistant message' }).last();
  for (let run = 0; run < runs; run += 1) {
    await page.goto(baseUrl);
    const link = page.getByRole('link', { name: /A very long chat/ });
    await link.waitFor();
    const started = Date.now();
    await link.click();
    await newestAnswer.getByText(`Step ${String(messageCount - 1)}`, { exact: true }).waitFor();
    openTimes.push(Date.now() - started);
  }
  const articles = await page.getByRole('article').count();
  const heap = await page.evaluate<number>('performance.memory ? performance.memory.usedJSHeapSize : 0');
  await context.close();
  await reportFigures(
    'long-chat',
    [
      { name: `open a ${String(messageCount)}-message chat (median)`, value: median(openTimes), unit: 'ms' },
      { name: 'messages rendered after opening', value: articles, unit: 'count' },
      { name: 'JS heap after opening', value: heap / 1024 / 1024, unit: 'MiB' },
    ],
    { runs, openTimes },
  );
}
