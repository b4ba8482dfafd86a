import { signedInDevice } from './support/signed-in-device.ts';
import { seedRecords, storedRecords } from './support/seed-records.ts';
import { expect, test } from './support/test.ts';
import { syncNow, syncSection } from './support/sync-now.ts';
import { serverWithInbox } from './support/server-with-inbox.ts';
import { closeUnlockPopupWhenShown } from './support/unlock-popup.ts';

// Two browsers signed in to one account on a server of their own (real SMTP for the codes).
test.describe.configure({ timeout: 90_000 });

const host = serverWithInbox();

const lockedKey = 'encrypted-v1.600000.c2FsdA.aXY.Y2lwaGVy.4321';

test('a profile syncs to the other device under Profile, its keys only when locked', async ({ browser }) => {
  const email = `profiles-${String(Date.now())}@example.com`;
  const laptop = await signedInDevice(browser, { ...host, email });
  // The seeded profile holds a locked key, so the app may ask for the password before the laptop syncs.
  await closeUnlockPopupWhenShown(laptop.page);
  await expect(
    syncSection(laptop.page).getByRole('checkbox', { name: 'Profile', exact: true }),
  ).toBeChecked();
  const time = Date.now();
  await seedRecords(laptop.page, {
    profiles: [
      {
        id: 'p-work',
        name: 'Work',
        information: 'I run a bakery.',
        customInstruction: 'Be brief.',
        isCurrent: true,
        assignedAPIKey: { openAIAPIKey: 'sk-plain-work', anthropicAPIKey: lockedKey },
        createdAt: time,
        updatedAt: time,
        syncedAt: null,
      },
    ],
  });
  await syncNow(laptop.page);

  const phone = await signedInDevice(browser, { ...host, email });
  // The synced locked key brings the modal popup to the phone too, over the sidebar's Profiles button
  // when it comes late (it did on a slow CI machine, and the click below waited until the timeout).
  await closeUnlockPopupWhenShown(phone.page);
  const [profile] = await storedRecords(phone.page, 'profiles');
  expect(profile).toMatchObject({
    id: 'p-work',
    name: 'Work',
    information: 'I run a bakery.',
    isCurrent: true,
  });
  // A plain key never leaves its device; a key locked with the password travels.
  expect(profile?.['assignedAPIKey']).toEqual({ anthropicAPIKey: lockedKey });

  // The sidebar beside Settings shows the synced current profile and opens it.
  await phone.page
    .getByRole('complementary', { name: 'Sidebar' })
    .getByRole('button', { name: 'Profiles' })
    .click();
  const dialog = phone.page.getByRole('dialog', { name: 'Profiles' });
  await expect(dialog.getByRole('checkbox', { name: 'Stop using Work' })).toBeChecked();
  await laptop.context.close();
  await phone.context.close();
});
