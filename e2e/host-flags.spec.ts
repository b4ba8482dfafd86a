import { saveScreenshot } from './support/screenshots.ts';
import { skipPrivacyNotice } from './support/privacy-notice.ts';
import { startServer, type RunningServer } from './support/start-server.ts';
import { expect, test } from './support/test.ts';

/*
 * Host flags of spec §6 in a real browser: no chat top bar (navBar), no picking agents
 * (pickCharacters), and the host's agent greeting the first screen (defaultCharacterID).
 */
test.describe.configure({ timeout: 60_000 });

let server: RunningServer;

test.beforeAll(async () => {
  server = await startServer({
    CONFAB_HOST_CONFIG: JSON.stringify({
      chatFeatures: { navBar: false, pickCharacters: false },
      systemCharacters: [
        {
          id: 'org-helper',
          title: 'Policy Helper',
          description: 'Answers from the handbook.',
          welcomeMessage: 'Ask me about policies.',
        },
      ],
      defaultCharacterID: 'org-helper',
    }),
  });
});

test.afterAll(async () => {
  await server.stop();
});

test('the chat without its top bar and the agents without Chat, on a desktop and a phone', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await skipPrivacyNotice(context);
  const page = await context.newPage();
  await page.goto(server.url);

  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log.getByText('Ask me about policies.')).toBeVisible();
  await expect(page).toHaveURL(/#chat=/);
  const chatURL = page.url();
  await expect(page.getByRole('heading', { name: 'New Chat' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Toggle sidebar/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Chat settings' })).toBeVisible();
  await saveScreenshot(page, 'host-flags-chat-desktop');

  // A reload opens the same untouched chat rather than another empty one.
  await page.goto(server.url);
  await expect(page).toHaveURL(chatURL);

  await page.goto(`${server.url}/#agents`);
  const card = page.getByRole('article', { name: 'Policy Helper' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: 'Chat' })).toHaveCount(0);
  await saveScreenshot(page, 'host-flags-agents-desktop');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(chatURL);
  await expect(log.getByText('Ask me about policies.')).toBeVisible();
  const toggle = page.getByRole('button', { name: /Toggle sidebar/ });
  await expect(toggle).toBeVisible();
  await saveScreenshot(page, 'host-flags-chat-phone');
  await page.goto(`${server.url}/#agents`);
  await expect(card).toBeVisible();
  await saveScreenshot(page, 'host-flags-agents-phone');
  await context.close();
});
