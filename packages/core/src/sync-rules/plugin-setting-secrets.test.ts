import { describe, expect, it } from 'vitest';
import { withLocalKeys, withSyncableKeys } from './record-keys.ts';

const setting = (value: unknown) => ({ key: 'plugins.userSettings', value, updatedAt: 1 });

describe('plugin settings in sync', () => {
  it('never pushes a secret-named value, locked or not', () => {
    const pushed = withSyncableKeys(
      'setting',
      setting({ 'p-1': { UNITS: 'metric', SEARCH_API_KEY: 'sk-1' }, 'p-2': { CLIENT_TOKEN: 'encrypted-x' } }),
      true,
    );
    expect(pushed.value).toEqual({ 'p-1': { UNITS: 'metric' } });
  });

  it('leaves other settings alone', () => {
    const other = { key: 'chat.streaming', value: { API_KEY: 'x' }, updatedAt: 1 };
    expect(withSyncableKeys('setting', other, false)).toBe(other);
  });

  it("keeps this device's secret-named values when another device's version arrives", () => {
    const merged = withLocalKeys(
      'setting',
      setting({ 'p-1': { UNITS: 'imperial' } }),
      setting({ 'p-1': { UNITS: 'metric', SEARCH_API_KEY: 'sk-1' }, 'p-3': { A_TOKEN: 't' } }),
    );
    expect(merged.value).toEqual({
      'p-1': { UNITS: 'imperial', SEARCH_API_KEY: 'sk-1' },
      'p-3': { A_TOKEN: 't' },
    });
  });
});
