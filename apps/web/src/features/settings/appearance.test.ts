import { describe, expect, it } from 'vitest';
import { applyAppearance, defaultAppearance, parseAppearance, resolveTheme } from './appearance.ts';

describe('appearance', () => {
  it('keeps valid saved values and replaces invalid ones with defaults', () => {
    expect(parseAppearance({ theme: 'dark', fontSize: 'large', contentWidth: 0 })).toEqual({
      theme: 'dark',
      fontSize: 'large',
      contentWidth: 0,
    });
    expect(parseAppearance({ theme: 'purple', fontSize: 3, contentWidth: 12 })).toEqual(defaultAppearance);
    expect(parseAppearance(null)).toEqual(defaultAppearance);
  });

  it('resolves the system theme from the operating system', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
  });

  it('applies theme, font size and content width to the root element', () => {
    const root = document.createElement('html');
    applyAppearance({ theme: 'dark', fontSize: '2extra', contentWidth: 0 }, root, false);
    expect(root.dataset.theme).toBe('dark');
    expect(root.style.fontSize).toBe('22px');
    expect(root.style.getPropertyValue('--content-max-width')).toBe('100%');
  });
});
