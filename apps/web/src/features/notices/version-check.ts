import { versionResponseSchema } from '@confab/core/protocol';

// Set by vite.config.ts (`define`); absent in unit tests and the test pages' build.
declare const __CONFAB_BUILD_SHA__: string | undefined;

/** The version of the code running in this tab. */
export const runningBuildVersion: string =
  typeof __CONFAB_BUILD_SHA__ === 'string' ? __CONFAB_BUILD_SHA__ : 'dev';

/** Device-local (localStorage): the calendar day of the last check, the newer build found, the one dismissed. */
export const versionCheckKeys = {
  checkedDay: 'confab.versionCheck.day',
  available: 'confab.versionCheck.available',
  dismissed: 'confab.versionCheck.dismissed',
} as const;

type VersionStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The local calendar day, so "once a day" follows the person's own midnight (spec §9). */
export function calendarDay(now: Date): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

export function isVersionCheckDue(storage: VersionStorage, now: Date): boolean {
  return storage.getItem(versionCheckKeys.checkedDay) !== calendarDay(now);
}

/** A development build ('dev') has no version to compare, so it never offers a reload. */
export function isOtherBuild(running: string, served: string): boolean {
  return running !== 'dev' && served !== 'dev' && served !== '' && running !== served;
}

/** The newer build to offer, remembered from an earlier check today, unless it was dismissed. */
export function offeredVersion(storage: VersionStorage, running: string): string | undefined {
  const available = storage.getItem(versionCheckKeys.available);
  if (available === null || !isOtherBuild(running, available)) return undefined;
  return storage.getItem(versionCheckKeys.dismissed) === available ? undefined : available;
}

/**
 * Spec §7: GET /api/version at most once a calendar day. The day is written before the request, so
 * a failing server is asked again tomorrow, not on every tab switch. Answers the version to offer.
 */
export async function checkForNewVersion(
  storage: VersionStorage,
  { now, running, fetchVersion }: { now: Date; running: string; fetchVersion: () => Promise<unknown> },
): Promise<string | undefined> {
  if (!isVersionCheckDue(storage, now)) return offeredVersion(storage, running);
  storage.setItem(versionCheckKeys.checkedDay, calendarDay(now));
  const served = versionResponseSchema.parse(await fetchVersion()).vercelGitSHA;
  if (isOtherBuild(running, served)) storage.setItem(versionCheckKeys.available, served);
  return offeredVersion(storage, running);
}

export async function fetchServedVersion(): Promise<unknown> {
  const response = await fetch('/api/version', { cache: 'no-store' });
  if (!response.ok) throw new Error(`GET /api/version answered ${String(response.status)}`);
  return response.json();
}
