import { describe, expect, it } from 'vitest';
import { defaultHostConfig, parseHostConfig } from '../protocol/index.ts';
import { isChatFeatureOn } from './feature-enabled.ts';

describe('isChatFeatureOn', () => {
  it('counts an absent feature as on, so an older host hides nothing it did not know', () => {
    const config = parseHostConfig({ chatFeatures: {} });
    expect(isChatFeatureOn(config, 'navBar')).toBe(true);
    expect(isChatFeatureOn(config, 'pickCharacters')).toBe(true);
    expect(isChatFeatureOn(parseHostConfig({ chatFeatures: { navBar: false } }), 'navBar')).toBe(false);
  });

  it('counts an absent hideWelcomeMessageForLoggedInUsers as off: it hides rather than gives', () => {
    expect(isChatFeatureOn(parseHostConfig({ chatFeatures: {} }), 'hideWelcomeMessageForLoggedInUsers')).toBe(
      false,
    );
    expect(isChatFeatureOn(defaultHostConfig, 'hideWelcomeMessageForLoggedInUsers')).toBe(false);
    const hiding = parseHostConfig({ chatFeatures: { hideWelcomeMessageForLoggedInUsers: true } });
    expect(isChatFeatureOn(hiding, 'hideWelcomeMessageForLoggedInUsers')).toBe(true);
  });
});
