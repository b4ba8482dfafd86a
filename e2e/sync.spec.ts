import type { Browser, Page } from '@playwright/test';
import { saveScreenshot } from './support/screenshots.ts';
import { signedInDevice as signInDevice, type Device } from './support/signed-in-device.ts';
import { chatRow as chatRecord, seedRecords, storedRecords, storedSetting } from './support/seed-records.ts';
import { expect, test } from './support/test.ts';
import { syncNow, syncSection } from './support/sync-now.ts';
import { serverWithInbox } from './support/server-with-inbox.ts';

// Two browsers signed in to one account on a server of their own (real SMTP for the codes).
test.describe.configure({ timeout: 90_000 });

const host = serverWithInbox();

const sidebarLink = (page: Page, title: string) =>
  page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: new RegExp(`^${title}`) });

async function signedInDevice(browser: Browser, email: string): Promise<Device> {
  const device = await signInDevice(browser, { ...host, email });
  await expect(syncSection(device.page)).toBeVisible();
  return device;
}

/** Clicks "Sync now" and waits for a sync that finished after the click. */

function messageRow(uuid: string, chatID: string, content: string, order: number, time: number): object {
  return {
    uuid,
    chatID,
    role: 'user',
    content,
    parentUUID: null,
    order,
    createdAt: time,
    updatedAt: time,
    syncedAt: null,
  };
}

/** Adds a message behind the app's back, marking its chat unsynced as the app does. */
async function addMessageOffline(page: Page, chatID: string, uuid: string, order: number): Promise<void> {
  const time = Date.now();
  const [chat] = (await storedRecords(page, 'chats')).filter((row) => row['id'] === chatID);
  await seedRecords(page, {
    messages: [messageRow(uuid, chatID, `written on ${uuid}`, order, time)],
    chats: [{ ...chat, updatedAt: time, syncedAt: null }],
  });
}

async function messageIDs(page: Page): Promise<string[]> {
  return (await storedRecords(page, 'messages')).map((row) => String(row['uuid'])).sort();
}

async function chatIDs(page: Page): Promise<string[]> {
  return (await storedRecords(page, 'chats')).map((row) => String(row['id'])).sort();
}

test('two devices edit offline, then sync: every message is kept and a deleted chat stays deleted', async ({
  browser,
}) => {
  const email = `sync-${String(Date.now())}@example.com`;
  const laptop = await signedInDevice(browser, email);
  const start = Date.now() - 60_000;
  await seedRecords(laptop.page, {
    chats: [
      chatRecord({ id: 'c-trip', chatTitle: 'Trip plans', updatedAt: start }),
      chatRecord({ id: 'c-old', chatTitle: 'Old notes', updatedAt: start }),
    ],
    messages: [
      messageRow('m-first', 'c-trip', 'Where shall we go?', 0, start),
      messageRow('m-old', 'c-old', 'Remember this', 0, start),
    ],
  });
  await syncNow(laptop.page);

  const phone = await signedInDevice(browser, email);
  await syncNow(phone.page);
  await expect(sidebarLink(phone.page, 'Trip plans')).toBeVisible();
  await expect(sidebarLink(phone.page, 'Old notes')).toBeVisible();

  await laptop.context.setOffline(true);
  await phone.context.setOffline(true);
  await addMessageOffline(laptop.page, 'c-trip', 'm-laptop', 1);
  await addMessageOffline(phone.page, 'c-trip', 'm-phone', 1);
  await addMessageOffline(phone.page, 'c-old', 'm-old-edit', 1);
  await laptop.page
    .getByRole('complementary', { name: 'Sidebar' })
    .getByRole('listitem')
    .filter({ has: laptop.page.getByRole('link', { name: /^Old notes/ }) })
    .getByRole('button', { name: 'Chat actions' })
    .click();
  await laptop.page
    .getByRole('menu', { name: 'Chat actions' })
    .getByRole('menuitem', { name: 'Delete', exact: true })
    .click();
  await expect(sidebarLink(laptop.page, 'Old notes')).toBeHidden();

  await syncSection(laptop.page).getByRole('button', { name: 'Sync now' }).click();
  await expect(syncSection(laptop.page).getByRole('alert')).toContainText('Something went wrong');
  await expect(syncSection(laptop.page).getByRole('status')).toContainText('waiting to sync');
  await expect(
    laptop.page.getByRole('navigation', { name: 'Workspace' }).getByRole('img', { name: 'Sync failed' }),
  ).toBeVisible();
  await saveScreenshot(laptop.page, 'sync-offline-error-1280x800');

  await laptop.context.setOffline(false);
  await phone.context.setOffline(false);
  await syncNow(laptop.page);
  await syncNow(phone.page);
  await syncNow(laptop.page);

  const expectedMessages = ['m-first', 'm-laptop', 'm-phone'];
  expect(await messageIDs(laptop.page)).toEqual(expectedMessages);
  expect(await messageIDs(phone.page)).toEqual(expectedMessages);
  expect(await chatIDs(laptop.page)).toEqual(['c-trip']);
  expect(await chatIDs(phone.page)).toEqual(['c-trip']);
  await expect(sidebarLink(phone.page, 'Old notes')).toBeHidden();
  await expect(syncSection(phone.page).getByRole('alert')).toBeHidden();
  await expect(laptop.page.getByRole('img', { name: 'Sync failed' })).toBeHidden();
  await saveScreenshot(phone.page, 'sync-settings-1280x800');

  // A message deleted on one device stays deleted on the other, though chats merge per message.
  await sidebarLink(phone.page, 'Trip plans').click();
  const conversation = phone.page.getByRole('log', { name: 'Conversation' });
  await conversation
    .getByRole('article', { name: 'User message' })
    .last()
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect.poll(async () => (await messageIDs(phone.page)).length).toBe(2);
  const afterDeletion = await messageIDs(phone.page);
  await phone.page.goto(`${host.server.url}/#settings/cloud-sync`);
  await syncNow(phone.page);
  await syncNow(laptop.page);
  expect(await messageIDs(laptop.page)).toEqual(afterDeletion);
  await syncNow(phone.page);
  expect(await messageIDs(phone.page)).toEqual(afterDeletion);

  // A change on one device reaches the other within seconds, with no click there.
  await seedRecords(laptop.page, {
    chats: [chatRecord({ id: 'c-new', chatTitle: 'Fresh idea', updatedAt: Date.now() })],
  });
  await syncNow(laptop.page);
  await expect(sidebarLink(phone.page, 'Fresh idea')).toBeVisible({ timeout: 10_000 });

  await laptop.context.close();
  await phone.context.close();
});

/** A stored attachment's text, read in the page (IndexedDB keeps the Blob itself). */
async function attachmentText(page: Page, id: string): Promise<string | null> {
  return page.evaluate(`new Promise((resolve, reject) => {
    const opening = indexedDB.open('confab');
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => {
      const request = opening.result.transaction('blobs').objectStore('blobs').get(${JSON.stringify(id)});
      request.onsuccess = () => {
        opening.result.close();
        if (request.result) request.result.data.text().then(resolve, reject); else resolve(null);
      };
    };
  })`);
}

test('a device shows its first sync in a dialog that closes by itself, and later syncs run silently', async ({
  browser,
}) => {
  const email = `first-${String(Date.now())}@example.com`;
  const laptop = await signedInDevice(browser, email);
  const start = Date.now() - 60_000;
  await seedRecords(laptop.page, {
    chats: [
      chatRecord({ id: 'c-pack', chatTitle: 'Packing list', updatedAt: start }),
      chatRecord({ id: 'c-menu', chatTitle: 'Dinner menu', updatedAt: start }),
    ],
    messages: [
      messageRow('m-pack', 'c-pack', 'Tent, stove, map', 0, start),
      messageRow('m-menu', 'c-menu', 'Soup, then pie', 0, start),
    ],
  });
  await syncNow(laptop.page);

  // Each page of the pull is held back a moment, as a slow connection would, so the sync lasts: long
  // enough on a busy machine for the dialog's code to arrive before the sync ends.
  const slowFirstSync = () =>
    signInDevice(browser, {
      ...host,
      email,
      waitForFirstSync: false,
      beforeLoad: (page) =>
        page.route('**/api/cloud/sync/pull?**', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1_500));
          await route.continue();
        }),
    });
  const phone = await slowFirstSync();
  const dialog = phone.page.getByRole('dialog', { name: 'Syncing your data' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('progressbar', { name: 'Sync progress' })).toBeVisible();
  await expect(dialog.getByRole('status')).toContainText('Received');
  await saveScreenshot(phone.page, 'first-sync-dialog');
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(sidebarLink(phone.page, 'Packing list')).toBeVisible();
  await expect(sidebarLink(phone.page, 'Dinner menu')).toBeVisible();

  // After a reload the device has synced before: the same slow sync shows no dialog.
  await phone.page.reload();
  const status = syncSection(phone.page).getByRole('status');
  await expect(status).toHaveAttribute('aria-busy', 'true');
  await phone.page.waitForTimeout(800);
  await expect(dialog).toBeHidden();
  await expect(status).not.toHaveAttribute('aria-busy', 'true', { timeout: 20_000 });

  // On another new device the person sends the dialog away; the sync carries on behind it.
  const tablet = await slowFirstSync();
  const tabletDialog = tablet.page.getByRole('dialog', { name: 'Syncing your data' });
  await tabletDialog.getByRole('button', { name: 'Continue in background' }).click();
  await expect(tabletDialog).toBeHidden();
  await expect(syncSection(tablet.page).getByRole('status')).toHaveAttribute('aria-busy', 'true');
  await expect(sidebarLink(tablet.page, 'Packing list')).toBeVisible({ timeout: 20_000 });
  await laptop.context.close();
  await phone.context.close();
  await tablet.context.close();
});

test('an attached file reaches the other device with its bytes, and its deletion too', async ({
  browser,
}) => {
  const email = `files-${String(Date.now())}@example.com`;
  const laptop = await signedInDevice(browser, email);
  const phone = await signedInDevice(browser, email);
  const time = Date.now() - 60_000;
  await laptop.page.evaluate(`new Promise((resolve, reject) => {
    const opening = indexedDB.open('confab');
    opening.onsuccess = () => {
      const transaction = opening.result.transaction('blobs', 'readwrite');
      transaction.objectStore('blobs').put({
        id: 'b-notes', mimeType: 'text/plain', size: 14, data: new Blob(['shopping list'], { type: 'text/plain' }),
        createdAt: ${String(time)}, updatedAt: ${String(time)}, syncedAt: null,
      });
      transaction.oncomplete = () => { opening.result.close(); resolve(true); };
      transaction.onerror = () => reject(transaction.error);
    };
  })`);
  await syncNow(laptop.page);
  await syncNow(phone.page);
  expect(await attachmentText(phone.page, 'b-notes')).toBe('shopping list');

  await laptop.page.goto(`${host.server.url}/#settings/cloud-storage`);
  await laptop.page
    .getByRole('region', { name: 'Storage', exact: true })
    .getByRole('button', { name: 'Cloud storage' })
    .click();
  await expect(laptop.page.getByRole('dialog', { name: 'Cloud storage' })).toContainText('b-notes');
  await laptop.page.keyboard.press('Escape');
  await laptop.page.goto(`${host.server.url}/#settings/cloud-sync`);

  // Deleted on the phone (the app deletes a project file this way), gone from the laptop.
  await phone.page.evaluate(`new Promise((resolve, reject) => {
    const opening = indexedDB.open('confab');
    opening.onsuccess = () => {
      const transaction = opening.result.transaction(['blobs', 'tombstones'], 'readwrite');
      transaction.objectStore('blobs').delete('b-notes');
      transaction.objectStore('tombstones').put({ id: 'b-notes', table: 'blobs', deletedAt: Date.now(), syncedAt: null });
      transaction.oncomplete = () => { opening.result.close(); resolve(true); };
      transaction.onerror = () => reject(transaction.error);
    };
  })`);
  await syncNow(phone.page);
  await syncNow(laptop.page);
  expect(await attachmentText(laptop.page, 'b-notes')).toBeNull();
  await laptop.context.close();
  await phone.context.close();
});

test('a chat over 3 MB stays on the device, is counted, listed and brings the backup reminder', async ({
  browser,
}) => {
  const device = await signedInDevice(browser, `large-${String(Date.now())}@example.com`);
  const time = Date.now() - 60_000;
  await seedRecords(device.page, {
    chats: [chatRecord({ id: 'c-huge', chatTitle: 'Huge transcript', updatedAt: time })],
    messages: [messageRow('m-huge', 'c-huge', 'x'.repeat(3_200_000), 0, time)],
  });
  await device.page.reload();
  await syncNow(device.page);
  const section = syncSection(device.page);
  await expect(section).toContainText('1 chat is over 3 MB and stays only on this device');
  await section.getByRole('button', { name: 'Show chats' }).click();
  const dialog = device.page.getByRole('dialog', { name: 'Chats too large to sync' });
  await expect(dialog.getByRole('link', { name: 'Huge transcript' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  const reminder = device.page.getByRole('status').filter({ hasText: 'too large to sync' });
  await expect(reminder).toBeVisible();
  await saveScreenshot(device.page, 'sync-backup-reminder-1280x800');
  await reminder.getByRole('button', { name: 'Dismiss' }).click();
  await expect(reminder).toBeHidden();
  // A reload can abort the dismissal's write still in flight; a person does not reload that fast.
  await expect
    .poll(() => storedSetting(device.page, 'sync.backupReminderDismissedAt'))
    .toEqual(expect.any(Number));
  await device.page.reload();
  await syncNow(device.page);
  await expect(device.page.getByRole('status').filter({ hasText: 'too large to sync' })).toBeHidden();

  // The cloud sync dialog gathers account, sync, storage and subscriptions from any tab.
  await device.page.goto(`${host.server.url}/#agents`);
  await device.page.getByRole('button', { name: 'Cloud sync' }).click();
  const cloudSync = device.page.getByRole('dialog', { name: 'Cloud sync' });
  await expect(cloudSync.getByRole('region', { name: 'Account' })).toContainText('Logged in as large-');
  await expect(cloudSync.getByRole('button', { name: 'Sign out other devices' })).toBeVisible();
  await expect(cloudSync.getByRole('region', { name: 'Cloud sync' })).toContainText(
    '1 chat is over 3 MB and stays only on this device',
  );
  await expect(cloudSync.getByRole('region', { name: 'Storage', exact: true })).toContainText(
    'Unlimited storage',
  );
  await saveScreenshot(device.page, 'cloud-sync-dialog-1280x800');
  await device.page.keyboard.press('Escape');
  await expect(cloudSync).toBeHidden();
  await device.context.close();
});

test('the storage manager lists, sorts, pages by type and deletes, with an inline confirm for all', async ({
  browser,
}) => {
  const email = `storage-${String(Date.now())}@example.com`;
  const device = await signedInDevice(browser, email);
  const token =
    (await device.context.cookies()).find((cookie) => cookie.name === 'confab_cloud_token')?.value ?? '';
  for (const [id, size] of [
    ['file-small', 10],
    ['file-large', 3000],
  ] as const) {
    const response = await device.page.request.put(`${host.server.url}/api/cloud/blobs/${id}`, {
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'text/plain',
        'content-disposition': `attachment; filename="${id}.txt"`,
      },
      data: 'x'.repeat(size),
    });
    expect(response.status()).toBe(201);
  }
  const time = Date.now() - 60_000;
  await seedRecords(device.page, {
    chats: [
      chatRecord({ id: 'c-a', chatTitle: 'Apples', updatedAt: time }),
      chatRecord({ id: 'c-b', chatTitle: 'Bananas', updatedAt: time }),
    ],
  });
  await device.page.reload();
  await syncNow(device.page);

  await device.page.goto(`${host.server.url}/#settings/cloud-storage`);
  await device.page
    .getByRole('region', { name: 'Storage', exact: true })
    .getByRole('button', { name: 'Cloud storage' })
    .click();
  const manager = device.page.getByRole('dialog', { name: 'Cloud storage' });
  const rows = manager.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(manager).toContainText('Unlimited storage');
  await manager.getByRole('button', { name: 'Size' }).click();
  await expect(rows.nth(1)).toContainText('file-small.txt');
  await manager.getByRole('button', { name: 'Size' }).click();
  await expect(rows.nth(1)).toContainText('file-large.txt');
  await expect(manager.getByRole('columnheader', { name: 'Size' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await saveScreenshot(device.page, 'cloud-storage-1280x800');

  await manager.getByRole('button', { name: 'Chats' }).click();
  await expect(rows).toHaveCount(3);
  await manager.getByRole('checkbox', { name: 'Select Apples' }).check();
  await manager.getByRole('button', { name: 'Delete selected' }).click();
  await expect(manager.getByText('Deleted.')).toBeVisible();
  await expect(rows).toHaveCount(2);

  await manager.getByRole('button', { name: 'Delete all' }).click();
  const confirm = manager.getByRole('group', { name: 'Delete all' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await manager.getByRole('button', { name: 'Delete all' }).click();
  await confirm.getByRole('button', { name: 'Delete all' }).click();
  await expect(manager.getByText('Nothing of this type is stored.')).toBeVisible();
  await manager.getByRole('button', { name: 'Files' }).click();
  await expect(manager.getByText('Nothing of this type is stored.')).toBeVisible();
  await manager.getByRole('button', { name: 'Close' }).click();

  // The deletions reach the device: both chats leave it at the next sync.
  await device.page.goto(`${host.server.url}/#settings/cloud-sync`);
  await syncNow(device.page);
  await expect(sidebarLink(device.page, 'Apples')).toBeHidden();
  await expect(sidebarLink(device.page, 'Bananas')).toBeHidden();
  await device.context.close();
});

test('an id another account already holds does not stop this account syncing; a refused record is listed', async ({
  browser,
}) => {
  const stamp = String(Date.now());
  const ada = await signedInDevice(browser, `ids-ada-${stamp}@example.com`);
  const time = Date.now() - 60_000;
  await seedRecords(ada.page, {
    chats: [chatRecord({ id: 'c-taken', chatTitle: 'Ada plans', updatedAt: time })],
    messages: [messageRow('m-taken', 'c-taken', 'Ada wrote this', 0, time)],
  });
  await syncNow(ada.page);

  // Bob's device happens to hold the same ids (ids show in links and export names), plus one chat
  // whose id is longer than the server accepts, as an old build or an import could have stored.
  const bobEmail = `ids-bob-${stamp}@example.com`;
  const laptop = await signedInDevice(browser, bobEmail);
  const longID = `c-${'x'.repeat(250)}`;
  await seedRecords(laptop.page, {
    chats: [
      chatRecord({ id: 'c-taken', chatTitle: 'Bob plans', updatedAt: time }),
      chatRecord({ id: 'c-bob', chatTitle: 'Bob only', updatedAt: time }),
      chatRecord({ id: longID, chatTitle: 'Odd old chat', updatedAt: time }),
    ],
    messages: [messageRow('m-taken', 'c-taken', 'Bob wrote this', 0, time)],
  });
  await syncNow(laptop.page);
  const section = syncSection(laptop.page);
  await expect(section.getByRole('alert')).toBeHidden();
  await expect(section.getByRole('status')).toContainText('No changes waiting.');
  await expect(section).toContainText('The server refused 1 change');
  await expect(section.getByRole('listitem')).toHaveText([
    'This record is not in a form the server can store.',
  ]);
  await saveScreenshot(laptop.page, 'sync-refused-record-1280x800');

  const phone = await signedInDevice(browser, bobEmail);
  await expect(sidebarLink(phone.page, 'Bob plans')).toBeVisible();
  await expect(sidebarLink(phone.page, 'Bob only')).toBeVisible();
  await expect(sidebarLink(phone.page, 'Odd old chat')).toBeHidden();
  await expect(sidebarLink(laptop.page, 'Odd old chat')).toBeVisible();
  expect(await messageIDs(phone.page)).toEqual(['m-taken']);

  await syncNow(ada.page);
  await expect(sidebarLink(ada.page, 'Ada plans')).toBeVisible();
  expect(await chatIDs(ada.page)).toEqual(['c-taken']);
  const [adaMessage] = await storedRecords(ada.page, 'messages');
  expect(adaMessage?.['content']).toBe('Ada wrote this');
  for (const device of [ada, laptop, phone]) await device.context.close();
});

/** The agents this device stores, with the defaults they came from. */
async function storedAgents(page: Page): Promise<{ id: string; sourceID: unknown }[]> {
  return (await storedRecords(page, 'agents')).map((agent) => ({
    id: String(agent['id']),
    sourceID: agent['sourceID'],
  }));
}

const agentCard = (page: Page, title: string) =>
  page.getByRole('main').getByRole('article', { name: title, exact: true });

test('two devices of one account hold one set of default agents, and a removed default stays removed', async ({
  browser,
}) => {
  const email = `agents-${String(Date.now())}@example.com`;
  const laptop = await signedInDevice(browser, email);
  await laptop.page.goto(`${host.server.url}/#agents`);
  await expect(agentCard(laptop.page, 'Poet')).toBeVisible();
  await expect.poll(() => storedSetting(laptop.page, 'agents.defaultsFilled')).toBeDefined();
  const defaultCount = (await storedAgents(laptop.page)).length;
  expect(defaultCount).toBeGreaterThanOrEqual(24);
  await agentCard(laptop.page, 'Poet').getByRole('button', { name: 'Remove' }).click();
  await agentCard(laptop.page, 'Poet').getByRole('button', { name: 'Confirm remove' }).click();
  await expect(agentCard(laptop.page, 'Poet')).toHaveCount(0);
  await laptop.page.goto(`${host.server.url}/#settings/cloud-sync`);
  await syncNow(laptop.page);

  // The phone was used before signing in, so it filled the defaults on its own (at another address,
  // so signing in loads the app afresh). Same ids: they merge on its first sync, and the removal wins.
  const phone = await signInDevice(browser, {
    ...host,
    email,
    beforeLoad: async (page) => {
      await page.goto(`${host.server.url}/?before-sign-in#agents`);
      await expect(agentCard(page, 'Poet')).toBeVisible();
      await expect.poll(() => storedSetting(page, 'agents.defaultsFilled')).toBeDefined();
      expect(await storedAgents(page)).toHaveLength(defaultCount);
    },
  });
  await expect(syncSection(phone.page)).toBeVisible();
  await phone.page.goto(`${host.server.url}/#agents`);
  await expect(agentCard(phone.page, 'Proofreader')).toBeVisible();
  await expect(agentCard(phone.page, 'Poet')).toHaveCount(0);
  await phone.page.goto(`${host.server.url}/#settings/cloud-sync`);
  await syncNow(phone.page);
  await syncNow(laptop.page);
  for (const device of [laptop, phone]) {
    const agents = await storedAgents(device.page);
    expect(agents).toHaveLength(defaultCount - 1);
    expect(new Set(agents.map((agent) => agent.sourceID)).size).toBe(defaultCount - 1);
    expect(agents.map((agent) => agent.sourceID)).not.toContain('default-poet');
  }
  await laptop.page.goto(`${host.server.url}/#agents`);
  await expect(agentCard(laptop.page, 'Proofreader')).toBeVisible();
  await expect(agentCard(laptop.page, 'Poet')).toHaveCount(0);
  await laptop.context.close();
  await phone.context.close();
});
