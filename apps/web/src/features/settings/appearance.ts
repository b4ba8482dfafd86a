export const themes = ['light', 'dark', 'system'] as const;
export type Theme = (typeof themes)[number];

export const fontSizes = ['small', 'medium', 'large', 'extra', '2extra'] as const;
export type FontSize = (typeof fontSizes)[number];

/** Content width in pixels; 0 means the full width of the pane. */
export const contentWidths = [0, 1000, 9999] as const;
export type ContentWidth = (typeof contentWidths)[number];

export interface Appearance {
  theme: Theme;
  fontSize: FontSize;
  contentWidth: ContentWidth;
}

export const defaultAppearance: Appearance = { theme: 'system', fontSize: 'medium', contentWidth: 1000 };

const rootFontPixels: Record<FontSize, number> = {
  small: 14,
  medium: 16,
  large: 18,
  extra: 20,
  '2extra': 22,
};

/** Reads saved appearance, keeping only values that are still valid options. */
export function parseAppearance(raw: unknown): Appearance {
  const record = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const theme = themes.find((option) => option === record.theme) ?? defaultAppearance.theme;
  const fontSize = fontSizes.find((option) => option === record.fontSize) ?? defaultAppearance.fontSize;
  const contentWidth =
    contentWidths.find((option) => option === record.contentWidth) ?? defaultAppearance.contentWidth;
  return { theme, fontSize, contentWidth };
}

export function resolveTheme(theme: Theme, prefersDark: boolean): 'light' | 'dark' {
  if (theme === 'system') return prefersDark ? 'dark' : 'light';
  return theme;
}

export function applyAppearance(appearance: Appearance, root: HTMLElement, prefersDark: boolean): void {
  root.dataset.theme = resolveTheme(appearance.theme, prefersDark);
  root.style.fontSize = `${rootFontPixels[appearance.fontSize]}px`;
  root.style.setProperty(
    '--content-max-width',
    appearance.contentWidth === 0 ? '100%' : `${appearance.contentWidth}px`,
  );
}
