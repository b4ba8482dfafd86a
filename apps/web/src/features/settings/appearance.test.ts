import { describe, expect, it } from 'vitest';
import { applyAppearance, defaultAppearance, parseAppearance, resolveTheme } from './appearance.ts';

describe('appearance', () => {
  it('keeps valid saved values and replaces invalid ones with defaults', () => {
    expect(
      parseAppearance({
        theme: 'dark',
        fontSize: 'large',
        contentWidth: 0,
        sidebarHue: 400,
        compactSidebar: true,
      }),
    ).toEqual({ theme: 'dark', fontSize: 'large', contentWidth: 0, sidebarHue: 40, compactSidebar: true });
    expect(parseAppearance({ theme: 'dark', fontSize: 'large', contentWidth: 0 })).toEqual({
      ...defaultAppearance,
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
    applyAppearance(
      { ...defaultAppearance, theme: 'dark', fontSize: '2extra', contentWidth: 0 },
      root,
      false,
    );
    expect(root.dataset.theme).toBe('dark');
    expect(root.style.fontSize).toBe('22px');
    expect(root.style.getPropertyValue('--content-max-width')).toBe('100%');
    expect(root.dataset.sidebarColour).toBeUndefined();
  });

  it('colours the sidebar with the spec levels of the chosen hue, else the host hue', () => {
    const root = document.createElement('html');
    applyAppearance({ ...defaultAppearance, sidebarHue: 200, compactSidebar: true }, root, false, 10);
    expect(root.dataset.sidebarColour).toBe('hue');
    expect(root.dataset.sidebarCompact).toBe('');
    expect(root.style.getPropertyValue('--sidebar-surface')).toBe('hsl(200 49% 17%)');
    expect(root.style.getPropertyValue('--sidebar-deep')).toBe('hsl(200 76% 5%)');
    expect(root.style.getPropertyValue('--sidebar-raised')).toBe('hsl(200 29% 18%)');
    applyAppearance(defaultAppearance, root, false, 10);
    expect(root.style.getPropertyValue('--sidebar-surface')).toBe('hsl(10 49% 17%)');
    expect(root.dataset.sidebarCompact).toBeUndefined();
    applyAppearance(defaultAppearance, root, false);
    expect(root.dataset.sidebarColour).toBeUndefined();
    expect(root.style.getPropertyValue('--sidebar-surface')).toBe('');
  });
});
