import { test, expect } from './support/test.ts';
import { saveScreenshot } from './support/screenshots.ts';

// The tabs of the features built so far (ARCHITECTURE §7 names); Teams appears when its feature is
// (builtFeatures in core's gates).
const tabs = ['Chat', 'Agents', 'Prompts', 'Plugins', 'Models', 'Files', 'Settings'] as const;

test.describe('app shell on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('loads with the workspace bar, sidebar and composer', async ({ page }) => {
    await page.goto('/');
    const workspace = page.getByRole('navigation', { name: 'Workspace' });
    await expect(workspace.getByRole('link')).toHaveText([...tabs]);
    await expect(workspace.getByRole('link', { name: 'Chat' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'New chat' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search chats' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeEditable();
    await expect(page.getByRole('log', { name: 'Conversation' })).toBeVisible();
    await saveScreenshot(page, 'shell-1280x800');
  });

  test('the first load fetches the app in a handful of scripts', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeEditable();
    const scripts = await page.evaluate<string[]>(`(() => {
      const ready = performance.getEntriesByName('confab:composer-ready')[0].startTime;
      return performance.getEntriesByType('resource')
        .filter((entry) => entry.startTime <= ready && new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => new URL(entry.name).pathname);
    })()`);
    // Left to the bundler, every module shared with a lazy screen was a chunk of its own: about 30
    // scripts over six connections (build/app-shell-chunks.ts).
    expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(8);
    expect(scripts.some((script) => script.includes('/app-shell-'))).toBe(true);
  });

  test('every tab is reachable by its hash and survives a reload', async ({ page }) => {
    for (const tab of tabs) {
      const hash = tab === 'Chat' ? '' : `#${tab.toLowerCase()}`;
      await page.goto(`/${hash}`);
      const link = page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: tab });
      await expect(link).toHaveAttribute('aria-current', 'page');
      await page.reload();
      await expect(link).toHaveAttribute('aria-current', 'page');
    }
    await page.goto('/#chat=some-chat-id');
    await expect(page.getByRole('link', { name: 'Chat' })).toHaveAttribute('aria-current', 'page');
  });

  test('features not built yet have no tab and no placeholder', async ({ page }) => {
    const workspace = page.getByRole('navigation', { name: 'Workspace' });
    for (const hash of ['#teams']) {
      await page.goto(`/${hash}`);
      await expect(workspace.getByRole('link', { name: 'Chat' })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByText(/is not available yet/)).toHaveCount(0);
    }
    await expect(workspace.getByRole('link', { name: 'Teams' })).toHaveCount(0);
    await workspace.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await expect(page.getByText(/appear here as their features are built/)).toHaveCount(0);
    await saveScreenshot(page, 'shell-settings-built-features');
  });

  test('choosing tabs sets the hash, and back and forward walk through them', async ({ page }) => {
    await page.goto('/');
    const workspace = page.getByRole('navigation', { name: 'Workspace' });
    await workspace.getByRole('link', { name: 'Agents' }).click();
    await expect(page).toHaveURL(/#agents$/);
    await expect(page.getByRole('heading', { name: 'Agents', level: 1 })).toBeVisible();
    await workspace.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/#settings$/);
    await workspace.getByRole('link', { name: 'Chat' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    await expect(workspace.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    await page.goBack();
    await expect(workspace.getByRole('link', { name: 'Agents' })).toHaveAttribute('aria-current', 'page');
    await page.goForward();
    await expect(workspace.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
  });

  test('the sidebar is 384 px with the workspace bar and folds to the 64 px bar', async ({ page }) => {
    await page.goto('/');
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    const bar = page.getByRole('navigation', { name: 'Workspace' });
    const barBox = await bar.boundingBox();
    const sidebarBox = await sidebar.boundingBox();
    expect(barBox?.width).toBe(64);
    expect((barBox?.width ?? 0) + (sidebarBox?.width ?? 0)).toBe(384);
    const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(sidebar).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Control+B');
    await expect(sidebar).toBeVisible();
  });

  test('theme, font size and content width survive a reload', async ({ page }) => {
    await page.goto('/#settings/appearance');
    await page.getByRole('radio', { name: 'Dark' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('combobox', { name: 'Font size' }).selectOption({ label: 'Large' });
    await page.getByRole('combobox', { name: 'Content width' }).selectOption({ label: 'Full width' });
    await saveScreenshot(page, 'settings-dark-1280x800');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('18px');
    await page.getByRole('radio', { name: 'Light' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('another open tab follows an appearance change', async ({ context }) => {
    const settingsTab = await context.newPage();
    const chatTab = await context.newPage();
    await settingsTab.goto('/#settings/appearance');
    await chatTab.goto('/');
    await expect(chatTab.locator('html')).toHaveAttribute('data-theme', 'light');
    await settingsTab.getByRole('radio', { name: 'Dark' }).check();
    await expect(chatTab.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('the system theme follows the operating system', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/#settings/appearance');
    await expect(page.getByRole('radio', { name: 'System' })).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('without a key or a model, sending says what is missing and keeps the text', async ({ page }) => {
    await page.goto('/');
    const composer = page.getByRole('textbox', { name: 'Message' });
    await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
    await composer.fill('Hello');
    await composer.press('Enter');
    // The sidebar's notification region is a status too, always present and empty until a toast.
    await expect(page.getByRole('status').filter({ hasText: 'No model' })).toHaveText(
      'No model can answer yet. Add an API key in Settings, or a model in the Models tab.',
    );
    await expect(page.getByRole('article')).toHaveCount(0);
    await expect(composer).toHaveValue('Hello');
  });

  test('privacy and terms pages', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { name: 'Privacy', level: 1 })).toBeVisible();
    await page.goto('/terms');
    await expect(page.getByRole('heading', { name: 'Terms of use', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: '← Back to Confab' }).click();
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  });

  test('sets the locale cookie for 30 days', async ({ page, context }) => {
    await page.goto('/');
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'locale');
    expect(cookie?.value).toBe('en');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });
});

test.describe('host config gates', () => {
  test('a managed host without user keys hides the gated tabs', async ({ page }) => {
    await page.route('**/config.json', (route) =>
      route.fulfill({
        json: {
          managed: true,
          allowUserAPIKey: false,
          chatFeatures: { agents: false, promptLibrary: true, usePlugins: false, modelSettings: false },
        },
      }),
    );
    await page.goto('/#plugins');
    const workspace = page.getByRole('navigation', { name: 'Workspace' });
    await expect(workspace.getByRole('link')).toHaveText(['Chat', 'Prompts', 'Settings']);
    // A hidden tab reached by its hash opens the chat instead.
    await expect(workspace.getByRole('link', { name: 'Chat' })).toHaveAttribute('aria-current', 'page');
  });

  test('the server serves the default host config of a local start', async ({ request }) => {
    const response = await request.get('/config.json');
    expect(response.ok()).toBe(true);
    const config = (await response.json()) as { managed: boolean; hosted: boolean };
    expect(config.managed).toBe(false);
    expect(config.hosted).toBe(false);
  });
});
