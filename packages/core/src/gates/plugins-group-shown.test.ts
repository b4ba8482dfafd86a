import { describe, expect, it } from 'vitest';
import { defaultHostConfig } from '../protocol/index.ts';
import { isPluginsGroupShown } from './plugins-group-shown.ts';

describe('the Plugins group of the settings (MCP connectors, Extensions) by host', () => {
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
    expect(isPluginsGroupShown(config)).toBe(shown);
  });
});
