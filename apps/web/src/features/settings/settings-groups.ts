import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { HostConfig } from '@confab/core';
import type { SettingsGroup, SettingsSectionDefinition } from './settings-sections.tsx';

export const settingsGroupOrder: readonly SettingsGroup[] = ['data', 'preferences', 'plugins'];

export const settingsGroupLabels = defineMessages({
  data: { id: 'settings.group.data', defaultMessage: 'Data' },
  preferences: { id: 'settings.group.preferences', defaultMessage: 'Preferences' },
  plugins: { id: 'settings.group.plugins', defaultMessage: 'Plugins' },
}) satisfies Record<SettingsGroup, MessageDescriptor>;

export interface SettingsGroupPages {
  group: SettingsGroup;
  sections: readonly SettingsSectionDefinition[];
}

/** The pages this host shows, by group in the spec's order; a group with no page is left out. */
export function groupSettingsSections(
  sections: readonly SettingsSectionDefinition[],
  hostConfig: HostConfig,
): SettingsGroupPages[] {
  const shown = sections.filter((section) => section.shown?.(hostConfig) ?? true);
  return settingsGroupOrder
    .map((group) => ({ group, sections: shown.filter((section) => section.group === group) }))
    .filter((entry) => entry.sections.length > 0);
}

/**
 * The page a hash names, or the first page: `#settings` alone, an id from an older link or a page
 * this host hides all open the first page rather than an empty screen.
 */
export function currentSettingsSection(
  groups: readonly SettingsGroupPages[],
  sectionID: string | undefined,
): SettingsSectionDefinition | undefined {
  const pages = groups.flatMap((entry) => entry.sections);
  return pages.find((section) => section.id === sectionID) ?? pages[0];
}
