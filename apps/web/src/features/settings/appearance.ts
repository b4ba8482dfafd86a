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
  /** The sidebar's hue (0–359); null keeps the host's hue, or the theme's own colours. */
  sidebarHue: number | null;
  /** One line per chat in the sidebar (no preview line). */
  compactSidebar: boolean;
}

export const defaultAppearance: Appearance = {
  theme: 'system',
  fontSize: 'medium',
  contentWidth: 1000,
  sidebarHue: null,
  compactSidebar: false,
};

/**
 * Spec §9: a coloured sidebar uses three lightness levels of the chosen hue, each with its
 * saturation: the sidebar's surface, the deeper fields set into it, and raised parts (menus, hover).
 * The levels are dark, so the sidebar is dark with light text in both themes.
 */
export const sidebarColourLevels = [
  { name: 'surface', lightness: 17, saturation: 49 },
  { name: 'deep', lightness: 5, saturation: 76 },
  { name: 'raised', lightness: 18, saturation: 29 },
] as const;

export function sidebarColour(hue: number, level: (typeof sidebarColourLevels)[number]): string {
  return `hsl(${String(hue)} ${String(level.saturation)}% ${String(level.lightness)}%)`;
}

function parseHue(raw: unknown): number | null {
  if (typeof raw !== 'number' || !Number.isFinite(raw)) return null;
  return ((Math.round(raw) % 360) + 360) % 360;
}

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
  const sidebarHue = parseHue(record.sidebarHue);
  const compactSidebar = record.compactSidebar === true;
  return { theme, fontSize, contentWidth, sidebarHue, compactSidebar };
}

export function resolveTheme(theme: Theme, prefersDark: boolean): 'light' | 'dark' {
  if (theme === 'system') return prefersDark ? 'dark' : 'light';
  return theme;
}

/**
 * Writes the appearance onto the root element as attributes and custom properties, which the
 * stylesheets read. `hostHue` is the host's `sidebarColorHue`, used until the person picks a hue.
 */
export function applyAppearance(
  appearance: Appearance,
  root: HTMLElement,
  prefersDark: boolean,
  hostHue?: number,
): void {
  root.dataset.theme = resolveTheme(appearance.theme, prefersDark);
  root.style.fontSize = `${rootFontPixels[appearance.fontSize]}px`;
  root.style.setProperty(
    '--content-max-width',
    appearance.contentWidth === 0 ? '100%' : `${appearance.contentWidth}px`,
  );
  const hue = appearance.sidebarHue ?? parseHue(hostHue);
  if (hue === null) {
    delete root.dataset.sidebarColour;
    for (const level of sidebarColourLevels) root.style.removeProperty(`--sidebar-${level.name}`);
  } else {
    root.dataset.sidebarColour = 'hue';
    for (const level of sidebarColourLevels) {
      root.style.setProperty(`--sidebar-${level.name}`, sidebarColour(hue, level));
    }
  }
  if (appearance.compactSidebar) root.dataset.sidebarCompact = '';
  else delete root.dataset.sidebarCompact;
}
