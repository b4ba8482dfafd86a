import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { FontSize, Theme } from './appearance.ts';

export const themeLabels = defineMessages({
  light: { id: 'settings.appearance.theme.light', defaultMessage: 'Light' },
  dark: { id: 'settings.appearance.theme.dark', defaultMessage: 'Dark' },
  system: { id: 'settings.appearance.theme.system', defaultMessage: 'System' },
}) satisfies Record<Theme, MessageDescriptor>;

export const fontSizeLabels = defineMessages({
  small: { id: 'settings.appearance.fontSize.small', defaultMessage: 'Small' },
  medium: { id: 'settings.appearance.fontSize.medium', defaultMessage: 'Medium' },
  large: { id: 'settings.appearance.fontSize.large', defaultMessage: 'Large' },
  extra: { id: 'settings.appearance.fontSize.extra', defaultMessage: 'Extra large' },
  '2extra': { id: 'settings.appearance.fontSize.2extra', defaultMessage: 'Huge' },
}) satisfies Record<FontSize, MessageDescriptor>;

export const contentWidthLabels = defineMessages({
  0: { id: 'settings.appearance.contentWidth.full', defaultMessage: 'Full width' },
  1000: { id: 'settings.appearance.contentWidth.comfortable', defaultMessage: 'Comfortable (1000 px)' },
  9999: { id: 'settings.appearance.contentWidth.wide', defaultMessage: 'Wide' },
});

export const appearanceMessages = defineMessages({
  title: { id: 'settings.appearance.title', defaultMessage: 'Appearance' },
  theme: { id: 'settings.appearance.theme', defaultMessage: 'Theme' },
  fontSize: { id: 'settings.appearance.fontSize', defaultMessage: 'Font size' },
  contentWidth: { id: 'settings.appearance.contentWidth', defaultMessage: 'Content width' },
  sidebarColour: { id: 'settings.appearance.sidebarColour', defaultMessage: 'Sidebar colour' },
  sidebarColourDefault: { id: 'settings.appearance.sidebarColourDefault', defaultMessage: 'Default' },
  sidebarColourHue: { id: 'settings.appearance.sidebarColourHue', defaultMessage: 'Hue {hue}' },
  hue: { id: 'settings.appearance.hue', defaultMessage: 'Hue' },
  reset: { id: 'settings.appearance.reset', defaultMessage: 'Reset' },
  done: { id: 'settings.appearance.done', defaultMessage: 'Done' },
  compactSidebar: { id: 'settings.appearance.compactSidebar', defaultMessage: 'Compact sidebar lines' },
  compactSidebarHint: {
    id: 'settings.appearance.compactSidebarHint',
    defaultMessage: 'One line per chat, without the preview.',
  },
});
