import { describe, expect, it } from 'vitest';
import { defaultHostConfig } from '@confab/core';
import { extensionsSectionShown } from './extensions-section-shown.ts';

describe('the Extensions section on managed hosts (externalAuthConfig.type)', () => {
  it.each([
    ['a plain host', defaultHostConfig, true],
    ['a managed host', { ...defaultHostConfig, managed: true }, false],
    [
      'a managed setapp host',
      { ...defaultHostConfig, managed: true, externalAuthConfig: { type: 'setapp' } },
      true,
    ],
    [
      'a managed host of another sign-in',
      { ...defaultHostConfig, managed: true, externalAuthConfig: { type: 'sso' } },
      false,
    ],
  ])('%s: shown %s', (_name, config, shown) => {
    expect(extensionsSectionShown(config)).toBe(shown);
  });
});
