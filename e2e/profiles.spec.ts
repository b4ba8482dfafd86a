import type { Page } from '@playwright/test';
import type { MockProvider } from '@confab/test-kit';
import { test, expect } from './support/test.ts';
import { answers } from './support/chat-page.ts';
import { configureMockProviders } from './support/configure-providers.ts';
import { sendMessage } from './support/composer.ts';
import { saveScreenshot, screenshotsOnlyReason, screenshotsWanted } from './support/screenshots.ts';
import { seedRecords } from './support/seed-records.ts';

interface ProfileFields {
  name: string;
  information: string;
  customInstruction: string;
  openAIKey: string;
  picture?: { name: string; mimeType: string; buffer: Buffer };
}

/** A 4×4 orange PNG: the upload is scaled down in the browser and kept inline in the profile. */
const tinyPNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGM4EaABRwzEcQASUhQBFGG4BQAAAABJRU5ErkJggg==',
  'base64',
);

async function openProfiles(page: Page) {
  await page
    .getByRole('complementary', { name: 'Sidebar' })
    .getByRole('button', { name: 'Profiles' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Profiles' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function addProfile(page: Page, fields: ProfileFields, screenshot?: string) {
  const grid = await openProfiles(page);
  await grid.getByRole('button', { name: 'Add profile' }).click();
  const form = page.getByRole('dialog', { name: 'Edit profile' });
  await form.getByRole('textbox', { name: 'Name' }).fill(fields.name);
  await form.getByRole('textbox', { name: 'Information about you' }).fill(fields.information);
  await form.getByRole('textbox', { name: 'Custom instruction' }).fill(fields.customInstruction);
  await form.getByRole('textbox', { name: 'OpenAI API key' }).fill(fields.openAIKey);
  if (fields.picture) {
    await form.getByLabel('Upload picture').setInputFiles(fields.picture);
    await expect(form.getByRole('button', { name: 'Remove picture' })).toBeVisible();
  }
  if (screenshot) await saveScreenshot(page, screenshot);
  await form.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profiles' });
  await expect(dialog.getByRole('status')).toContainText('Profile saved');
  await expect(dialog.getByRole('button', { name: `Use ${fields.name}` })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
}

async function useProfile(page: Page, name: string, screenshot?: string) {
  const dialog = await openProfiles(page);
  await dialog.getByRole('button', { name: `Use ${name}` }).click();
  await expect(dialog.getByRole('checkbox', { name: `Stop using ${name}` })).toBeChecked();
  if (screenshot) await saveScreenshot(page, screenshot);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

/** Sends a prompt and answers the streamed chat request that carried it. */
async function sentRequest(page: Page, mockProvider: MockProvider, prompt: string) {
  const before = await answers(page).count();
  await sendMessage(page, prompt);
  await expect(answers(page)).toHaveCount(before + 1);
  await expect(answers(page).last()).toContainText(`Mock reply to: ${prompt}`);
  const request = mockProvider.requests.findLast(
    (candidate) => candidate.stream && JSON.stringify(candidate.body).includes(prompt),
  );
  const body = request?.body as { messages: { role: string; content: unknown }[] } | undefined;
  return {
    authorization: request?.headers.authorization,
    system: JSON.stringify(body?.messages.filter((message) => message.role === 'system') ?? []),
  };
}

test.describe('profiles', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('switching profiles switches the key and the instructions the model gets', async ({
    page,
    mockProvider,
  }) => {
    await configureMockProviders(page, mockProvider.url, { styles: ['openai'] });
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Model' }).selectOption('gpt-4o-mini');

    await addProfile(
      page,
      {
        name: 'Work',
        information: 'I run a bakery in Lyon.',
        customInstruction: 'Answer like a pirate.',
        openAIKey: 'sk-work-profile',
      },
      'profiles-edit-form-1280x800',
    );
    await addProfile(page, {
      name: 'Home',
      information: 'I grow tomatoes.',
      customInstruction: 'Answer in French.',
      openAIKey: 'sk-home-profile',
      picture: { name: 'me.png', mimeType: 'image/png', buffer: tinyPNG },
    });

    await useProfile(page, 'Work', 'profiles-grid-1280x800');
    const work = await sentRequest(page, mockProvider, 'First question');
    expect(work.authorization).toBe('Bearer sk-work-profile');
    expect(work.system).toContain('I run a bakery in Lyon.');
    expect(work.system).toContain('Answer like a pirate.');
    expect(work.system).not.toContain('French');

    await useProfile(page, 'Home');
    const sidebarButton = page
      .getByRole('complementary', { name: 'Sidebar' })
      .getByRole('button', { name: 'Profiles' });
    await expect(sidebarButton.locator('img')).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
    const home = await sentRequest(page, mockProvider, 'Second question');
    expect(home.authorization).toBe('Bearer sk-home-profile');
    expect(home.system).toContain('Answer in French.');
    expect(home.system).not.toContain('pirate');

    // The workspace menu's card shows the current profile and opens the dialog.
    await page.getByRole('button', { name: 'Workspace menu' }).click();
    const card = page.getByRole('button', { name: 'Home, Manage profiles' });
    await expect(card).toBeVisible();
    await saveScreenshot(page, 'profiles-sidebar-and-menu-1280x800');
    await card.click();
    const dialog = page.getByRole('dialog', { name: 'Profiles' });
    // Ticking the current profile's badge leaves none: the global key and no profile text.
    await dialog.getByRole('checkbox', { name: 'Stop using Home' }).click();
    await expect(dialog.getByText(/No profile is current/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    const none = await sentRequest(page, mockProvider, 'Third question');
    expect(none.authorization).toBe('Bearer sk-test-openai');
    expect(none.system).not.toContain('tomatoes');

    // With a current profile that has its own key, the global key form says so once typed in.
    await useProfile(page, 'Work');
    await page.goto('/#settings/api-keys');
    const form = page.getByRole('group', { name: 'OpenAI API key' });
    await form.getByRole('button', { name: 'Change' }).click();
    await form.getByRole('textbox', { name: 'OpenAI API key' }).fill('sk-new-global');
    await expect(form.getByText('Your current profile has its own key.', { exact: false })).toBeVisible();
  });
});

test('profiles dialog on a phone, dark, in German', async ({ page, context, baseURL }) => {
  test.skip(!screenshotsWanted, screenshotsOnlyReason);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await context.addCookies([{ name: 'locale', value: 'de', url: baseURL ?? '' }]);
  await page.goto('/');
  await expect(page.getByRole('textbox', { name: 'Nachricht' })).toBeVisible();
  const times = { createdAt: 1, updatedAt: 1, syncedAt: null };
  await seedRecords(page, {
    profiles: [
      { id: 'p-1', name: 'Arbeit', isCurrent: true, assignedAPIKey: { openAIAPIKey: 'sk-1' }, ...times },
      { id: 'p-2', name: 'Zuhause mit einem langen Namen', isCurrent: false, ...times },
    ],
  });
  await page.reload();
  await page.getByRole('button', { name: 'Seitenleiste ein-/ausblenden' }).click();
  await page.getByRole('complementary').getByRole('button', { name: 'Profile', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile' });
  await expect(dialog.getByRole('checkbox', { name: 'Arbeit nicht mehr verwenden' })).toBeChecked();
  await saveScreenshot(page, 'profiles-grid-390x844-dark-de');
  await dialog.getByRole('button', { name: 'Arbeit bearbeiten' }).click();
  await expect(page.getByRole('dialog', { name: 'Profil bearbeiten' })).toBeVisible();
  await saveScreenshot(page, 'profiles-edit-form-390x844-dark-de');
});
