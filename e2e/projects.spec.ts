import type { Page } from '@playwright/test';
import { test, expect } from './support/test.ts';
import { seedChats, type SeedChat, type SeedFolder } from './support/seed-chats.ts';
import { saveScreenshot } from './support/screenshots.ts';

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });
const chatList = (page: Page) => sidebar(page).getByRole('navigation', { name: 'Chats' });
const projectName = (title: string) => new RegExp(`^${title}$`);
const projectToggle = (page: Page, title: string) =>
  chatList(page).getByRole('button', { name: projectName(title) });
const projectRow = (page: Page, title: string) =>
  chatList(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: projectName(title) }) });
const chatRow = (page: Page, title: string) =>
  chatList(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title }) });

/** Titles of projects and chats in list order; chats inside a project are indented with "  ". */
async function outline(page: Page): Promise<string[]> {
  return chatList(page)
    .locator('.folder-row__title, .chat-row')
    .evaluateAll((elements) =>
      elements.map((element) =>
        element.classList.contains('chat-row')
          ? (element.classList.contains('chat-row--nested') ? '  ' : '') +
            (element.querySelector('.chat-row__title-text')?.textContent ?? '')
          : `[${element.textContent}]`,
      ),
    );
}

async function chooseFromProjectMenu(page: Page, title: string, item: string): Promise<void> {
  await projectRow(page, title).getByRole('button', { name: 'Project actions' }).click();
  await page.getByRole('menu', { name: 'Project actions' }).getByRole('menuitem', { name: item }).click();
}

const minute = 60_000;
const now = Date.now();
const folders: SeedFolder[] = [
  { id: 'fo-home', title: 'Home', order: 0 },
  { id: 'fo-work', title: 'Work', order: 1 },
];
const chats: SeedChat[] = [
  { id: 'c-garden', chatTitle: 'Garden plan', folderID: 'fo-home', updatedAt: now - minute },
  { id: 'c-paint', chatTitle: 'Paint colours', folderID: 'fo-home', updatedAt: now - 2 * minute },
  { id: 'c-report', chatTitle: 'Quarterly report', folderID: 'fo-work', updatedAt: now - 3 * minute },
  { id: 'c-loose', chatTitle: 'Loose chat', updatedAt: now - 4 * minute },
];

test.describe('projects', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('lists each project with its chats inside, apart from the loose chats', async ({ page }) => {
    await seedChats(page, { chats, folders });
    await expect
      .poll(() => outline(page))
      .toEqual(['[Home]', '  Garden plan', '  Paint colours', '[Work]', '  Quarterly report', 'Loose chat']);
    await saveScreenshot(page, 'sidebar-projects-1280x800');
  });

  test('a new project is named inline: Enter saves, Escape keeps the default name', async ({ page }) => {
    await seedChats(page, { chats, folders });
    await sidebar(page).getByRole('button', { name: 'New project' }).click();
    const name = sidebar(page).getByRole('textbox', { name: 'Project name' });
    await expect(name).toBeFocused();
    await expect(name).toHaveValue('New project');
    await name.fill('Recipes');
    await name.press('Enter');
    await expect(projectToggle(page, 'Recipes')).toBeVisible();
    await expect(name).toBeHidden();

    await sidebar(page).getByRole('button', { name: 'New project' }).click();
    await expect(name).toBeFocused();
    await name.press('Escape');
    await expect(name).toBeHidden();
    await expect(projectToggle(page, 'New project')).toBeVisible();
    // Both cleared their "new" flag: after a reload neither asks for a name again.
    await page.reload();
    await expect(projectToggle(page, 'Recipes')).toBeVisible();
    await expect(projectToggle(page, 'New project')).toBeVisible();
    await expect(name).toBeHidden();
    expect((await outline(page)).slice(0, 2)).toEqual(['[New project]', '[Recipes]']);
  });

  test('rename: Enter saves, Escape cancels', async ({ page }) => {
    await seedChats(page, { chats, folders });
    await chooseFromProjectMenu(page, 'Work', 'Rename');
    const name = sidebar(page).getByRole('textbox', { name: 'Project name' });
    await name.fill('Office');
    await name.press('Escape');
    await expect(projectToggle(page, 'Work')).toBeVisible();
    await chooseFromProjectMenu(page, 'Work', 'Rename');
    await name.fill('Office');
    await name.press('Enter');
    await expect(projectToggle(page, 'Office')).toBeVisible();
    await page.reload();
    await expect(projectToggle(page, 'Office')).toBeVisible();
  });

  test('open and closed is kept across reloads', async ({ page }) => {
    await seedChats(page, { chats, folders });
    await projectToggle(page, 'Home').click();
    await expect(projectToggle(page, 'Home')).toHaveAttribute('aria-expanded', 'false');
    await expect(chatList(page).getByRole('link', { name: /Garden plan/ })).toBeHidden();
    await page.reload();
    await expect(projectToggle(page, 'Home')).toHaveAttribute('aria-expanded', 'false');
    await expect(chatList(page).getByRole('link', { name: /Quarterly report/ })).toBeVisible();
    await expect(chatList(page).getByRole('link', { name: /Garden plan/ })).toBeHidden();
    await projectToggle(page, 'Home').click();
    await expect(chatList(page).getByRole('link', { name: /Garden plan/ })).toBeVisible();
  });

  test('"New chat in project" opens a new chat inside the project', async ({ page }) => {
    await seedChats(page, { chats, folders });
    await projectRow(page, 'Work').getByRole('button', { name: 'New chat in Work' }).click();
    await expect(page).toHaveURL(/#chat=/);
    await expect
      .poll(() => outline(page))
      .toEqual([
        '[Home]',
        '  Garden plan',
        '  Paint colours',
        '[Work]',
        '  New Chat',
        '  Quarterly report',
        'Loose chat',
      ]);
    await expect(chatList(page).getByRole('link', { name: 'New Chat' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('a chat moves into a project and back out through the move popup', async ({ page }) => {
    await seedChats(page, { chats, folders });
    await chatRow(page, 'Loose chat').getByRole('button', { name: 'Chat actions' }).click();
    await page.getByRole('menuitem', { name: 'Move to project…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move to project' });
    await expect(dialog.getByRole('button', { name: 'No project' })).toHaveAttribute('aria-current', 'true');
    await saveScreenshot(page, 'sidebar-move-dialog-1280x800');
    await dialog.getByRole('button', { name: 'Work' }).click();
    await expect(dialog).toBeHidden();
    await expect
      .poll(() => outline(page))
      .toEqual([
        '[Home]',
        '  Garden plan',
        '  Paint colours',
        '[Work]',
        '  Loose chat',
        '  Quarterly report',
      ]);
    await chatRow(page, 'Loose chat').getByRole('button', { name: 'Chat actions' }).click();
    await page.getByRole('menuitem', { name: 'Move to project…' }).click();
    await dialog.getByRole('button', { name: 'No project' }).click();
    await expect.poll(() => outline(page)).toContain('Loose chat');
  });

  test('deleting a project either deletes its chats or keeps them', async ({ page }) => {
    await seedChats(page, { chats, folders });
    await chooseFromProjectMenu(page, 'Home', 'Delete project…');
    const dialog = page.getByRole('dialog', { name: 'Delete project' });
    await expect(dialog).toContainText('holds 2 chats');
    await saveScreenshot(page, 'sidebar-delete-project-1280x800');
    await dialog.getByRole('button', { name: 'Delete project and its chats' }).click();
    await expect.poll(() => outline(page)).toEqual(['[Work]', '  Quarterly report', 'Loose chat']);

    await chooseFromProjectMenu(page, 'Work', 'Delete project…');
    await dialog.getByRole('button', { name: 'Delete project, keep chats' }).click();
    await expect.poll(() => outline(page)).toEqual(['Quarterly report', 'Loose chat']);
    await page.reload();
    await expect.poll(() => outline(page)).toEqual(['Quarterly report', 'Loose chat']);
  });

  test('projects reorder by drag (collapsed while dragged) and from the keyboard', async ({ page }) => {
    await seedChats(page, {
      chats,
      folders: [
        ...folders,
        { id: 'fo-trips', title: 'Trips', order: 2 },
        { id: 'fo-books', title: 'Books', order: 3 },
      ],
    });
    const projectOrder = async () =>
      (await outline(page)).filter((entry) => entry.startsWith('[')).map((entry) => entry.slice(1, -1));
    await expect.poll(projectOrder).toEqual(['Home', 'Work', 'Trips', 'Books']);

    // Home is dragged onto Books: it is drawn closed while it moves and takes Books' place.
    const source = projectRow(page, 'Home').locator('.folder-row');
    const target = projectRow(page, 'Books').locator('.folder-row');
    await source.hover();
    await page.mouse.down();
    const start = await source.boundingBox();
    await page.mouse.move((start?.x ?? 0) + 60, (start?.y ?? 0) + 30, { steps: 4 });
    await expect(projectToggle(page, 'Home')).toHaveAttribute('aria-expanded', 'false');
    await expect(chatList(page).getByRole('link', { name: /Garden plan/ })).toBeHidden();
    // Books moved up as Home closed; the pointer follows it there.
    const box = await target.boundingBox();
    await page.mouse.move((box?.x ?? 0) + 40, (box?.y ?? 0) + 10, { steps: 5 });
    await page.mouse.move((box?.x ?? 0) + 50, (box?.y ?? 0) + 12, { steps: 2 });
    await saveScreenshot(page, 'sidebar-project-drag-1280x800');
    await page.mouse.up();
    await expect.poll(projectOrder).toEqual(['Work', 'Trips', 'Books', 'Home']);
    await expect(projectToggle(page, 'Home')).toHaveAttribute('aria-expanded', 'true');
    await page.reload();
    await expect.poll(projectOrder).toEqual(['Work', 'Trips', 'Books', 'Home']);

    await chooseFromProjectMenu(page, 'Home', 'Move up');
    await expect.poll(projectOrder).toEqual(['Work', 'Trips', 'Home', 'Books']);
    await chooseFromProjectMenu(page, 'Work', 'Move down');
    await expect.poll(projectOrder).toEqual(['Trips', 'Work', 'Home', 'Books']);
  });

  test('the collapse toggle shows with more than 3 projects and closes or opens them all', async ({
    page,
  }) => {
    await seedChats(page, { chats, folders: [...folders, { id: 'fo-trips', title: 'Trips', order: 2 }] });
    await expect(projectToggle(page, 'Trips')).toBeVisible();
    await expect(sidebar(page).getByRole('button', { name: 'Collapse all projects' })).toHaveCount(0);
    await sidebar(page).getByRole('button', { name: 'New project' }).click();
    await sidebar(page).getByRole('textbox', { name: 'Project name' }).press('Enter');
    await sidebar(page).getByRole('button', { name: 'Collapse all projects' }).click();
    for (const title of ['Home', 'Work', 'Trips', 'New project']) {
      await expect(projectToggle(page, title)).toHaveAttribute('aria-expanded', 'false');
    }
    await sidebar(page).getByRole('button', { name: 'Expand all projects' }).click();
    await expect(projectToggle(page, 'Home')).toHaveAttribute('aria-expanded', 'true');
  });

  test('the project settings button opens the project settings popup', async ({ page }) => {
    await seedChats(page, { chats, folders });
    await projectRow(page, 'Work').getByRole('button', { name: 'Project settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Project settings' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
