import { describe, expect, it } from 'vitest';
import { defaultHostConfig, parseHostConfig } from '@confab/core';
import { accountInfoShown } from './account-info-shown.ts';

describe('the account information entry', () => {
  it.each([
    ['a plain host', defaultHostConfig, true, false],
    ['a managed host, signed out', parseHostConfig({ managed: true }), false, false],
    ['a managed host, signed in', parseHostConfig({ managed: true }), true, true],
    ['a hosted host, signed in', parseHostConfig({ hosted: true }), true, true],
    ['yourProfile off', parseHostConfig({ hosted: true, chatFeatures: { yourProfile: false } }), true, false],
  ])('%s: shown %s', (_name, config, signedIn, shown) => {
    expect(accountInfoShown(config, signedIn)).toBe(shown);
  });
});
