import type { Page } from '@playwright/test';
import { test, expect } from './support/test.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { configureMockProviders } from './support/configure-providers.ts';
import { sendMessage } from './support/composer.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function swipe(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  await session.send('Input.dispatchTouchEvent', {
    type: 'touchMove',
    touchPoints: [{ x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 }],
  });
  await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [to] });
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test('the workspace bar sits at the bottom at 390×844', async ({ page }) => {
  await page.goto('/');
  const bar = page.getByRole('navigation', { name: 'Workspace' });
  await expect(bar).toBeVisible();
  const box = await bar.boundingBox();
  expect(box?.x).toBe(0);
  expect(box?.width).toBe(390);
  expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(844);
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeHidden();
  await saveScreenshot(page, 'shell-390x844');
});

test('swipes open and close the sidebar with the spec thresholds', async ({ page }) => {
  await page.goto('/');
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();

  await swipe(page, { x: 80, y: 400 }, { x: 200, y: 400 });
  await expect(sidebar).toBeHidden();
  await swipe(page, { x: 10, y: 400 }, { x: 40, y: 400 });
  await expect(sidebar).toBeHidden();
  await swipe(page, { x: 10, y: 400 }, { x: 60, y: 400 });
  await expect(sidebar).toBeVisible();
  await saveScreenshot(page, 'sidebar-open-390x844');

  await swipe(page, { x: 300, y: 400 }, { x: 220, y: 400 });
  await expect(sidebar).toBeVisible();
  await swipe(page, { x: 300, y: 400 }, { x: 190, y: 400 });
  await expect(sidebar).toBeHidden();
});

test('the toggle opens the sidebar and choosing New chat closes it on a phone', async ({ page }) => {
  await page.goto('/#settings');
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect(sidebar).toBeVisible();
  await page.getByRole('button', { name: 'New chat' }).click();
  await expect(sidebar).toBeHidden();
  await expect(page.getByRole('link', { name: 'Chat' })).toHaveAttribute('aria-current', 'page');
});

test("a chat's title keeps its room in the header on a phone", async ({ page, mockProvider }) => {
  await configureMockProviders(page, mockProvider.url);
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Model' }).selectOption('gpt-4o-mini');
  mockProvider.script({ text: 'Pack layers and water.' }, { text: 'Weekend trip to the mountains' });
  await sendMessage(page, 'What should I pack for a weekend in the mountains?');
  const title = page.getByRole('heading', { name: 'Weekend trip to the mountains', level: 1 });
  await expect(title).toBeVisible();
  await expect(page.getByText(/\d+ tokens/).first()).toBeVisible();
  // Before the header wrapped, the usage and the buttons left the title one letter wide.
  const box = await title.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(150);
  await expect(page.getByRole('button', { name: 'Chat settings' })).toBeInViewport();
});
