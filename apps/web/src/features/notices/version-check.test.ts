import { describe, expect, it, vi } from 'vitest';
import {
  calendarDay,
  checkForNewVersion,
  isOtherBuild,
  offeredVersion,
  versionCheckKeys,
} from './version-check.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      values.set(key, value);
    },
  };
}

const morning = new Date(2026, 10, 26, 9, 0);
const evening = new Date(2026, 10, 26, 23, 30);
const nextDay = new Date(2026, 10, 27, 0, 5);

describe('version check', () => {
  it('asks the server at most once per calendar day and offers a different build', async () => {
    const storage = memoryStorage();
    const fetchVersion = vi.fn(() => Promise.resolve({ vercelGitSHA: 'new' }));
    expect(await checkForNewVersion(storage, { now: morning, running: 'old', fetchVersion })).toBe('new');
    expect(await checkForNewVersion(storage, { now: evening, running: 'old', fetchVersion })).toBe('new');
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    await checkForNewVersion(storage, { now: nextDay, running: 'old', fetchVersion });
    expect(fetchVersion).toHaveBeenCalledTimes(2);
    expect(storage.getItem(versionCheckKeys.checkedDay)).toBe(calendarDay(nextDay));
  });

  it('offers nothing when the server runs this build, or either side is a development build', async () => {
    const fetchVersion = () => Promise.resolve({ vercelGitSHA: 'same' });
    expect(await checkForNewVersion(memoryStorage(), { now: morning, running: 'same', fetchVersion })).toBe(
      undefined,
    );
    expect(isOtherBuild('dev', 'abc')).toBe(false);
    expect(isOtherBuild('abc', 'dev')).toBe(false);
    expect(isOtherBuild('abc', 'def')).toBe(true);
  });

  it('records the day before asking, so a failing server is not asked again the same day', async () => {
    const storage = memoryStorage();
    const fetchVersion = vi.fn(() => Promise.reject(new Error('offline')));
    await expect(checkForNewVersion(storage, { now: morning, running: 'old', fetchVersion })).rejects.toThrow(
      'offline',
    );
    await checkForNewVersion(storage, { now: evening, running: 'old', fetchVersion });
    expect(fetchVersion).toHaveBeenCalledTimes(1);
  });

  it('refuses an answer without the version field', async () => {
    const fetchVersion = () => Promise.resolve({ version: 'new' });
    await expect(
      checkForNewVersion(memoryStorage(), { now: morning, running: 'old', fetchVersion }),
    ).rejects.toThrow();
  });

  it('keeps a dismissed build away, but offers a later one', () => {
    const storage = memoryStorage();
    storage.setItem(versionCheckKeys.available, 'new');
    storage.setItem(versionCheckKeys.dismissed, 'new');
    expect(offeredVersion(storage, 'old')).toBe(undefined);
    storage.setItem(versionCheckKeys.available, 'newer');
    expect(offeredVersion(storage, 'old')).toBe('newer');
    // After the reload the running build is the one found: nothing to offer.
    expect(offeredVersion(storage, 'newer')).toBe(undefined);
  });
});
