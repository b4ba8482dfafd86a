import type { ComponentType } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { HostConfig } from '@confab/core';
import { isPluginsGroupShown } from '@confab/core/gates';
import {
  ApiEndpointsSection,
  ApiKeysSection,
  apiEndpointsSectionShown,
  apiKeysSectionShown,
} from '../keys/index.ts';
import { ChatBehaviourSection } from '../chat/on-demand.ts';
import { AppearanceSection } from './appearance-section.tsx';
import { AccountSection } from '../account/on-demand.ts';
// By its file, not the feature's index: the index is on the first load, this section is not.
import { CloudSyncSection } from '../cloud-sync/on-demand.ts';
import { StorageSection } from '../cloud-storage/index.ts';
import { DataSection } from '../data-and-storage/index.ts';
import { knowledgeSectionShown } from '../knowledge/index.ts';
import { KnowledgeSection } from '../knowledge/on-demand.ts';
import { McpConnectorsSection } from '../mcp/on-demand.ts';
import { ShortcutsSection } from '../shortcuts/on-demand.ts';
import { ExtensionsSection } from '../extensions/on-demand.ts';
import { textToSpeechSectionShown, voiceInputSectionShown } from '../speech/index.ts';
import { TextToSpeechSection, VoiceInputSection } from '../speech/on-demand.ts';
import { licencesOffered } from '../licence/index.ts';
import { LicenceSettingsSection } from '../licence/on-demand.ts';

/** The three groups of the settings navigation (spec §2 "Settings"), in their order. */
export type SettingsGroup = 'data' | 'preferences' | 'plugins';

/**
 * One settings page. Features add their page here; the screen lays the list out. `id` is the page's
 * stable address (`#settings/{id}`), so it never changes once shipped.
 */
export interface SettingsSectionDefinition {
  id: string;
  group: SettingsGroup;
  title: MessageDescriptor;
  Component: ComponentType;
  /** Absent when the feature is off on this host; omitted means always shown. */
  shown?: (hostConfig: HostConfig) => boolean;
}

const titles = defineMessages({
  account: { id: 'settings.nav.account', defaultMessage: 'Account' },
  cloudSync: { id: 'settings.nav.cloudSync', defaultMessage: 'Cloud sync' },
  data: { id: 'settings.nav.data', defaultMessage: 'Data and storage' },
  cloudStorage: { id: 'settings.nav.cloudStorage', defaultMessage: 'Cloud storage' },
  apiKeys: { id: 'settings.nav.apiKeys', defaultMessage: 'API keys' },
  licence: { id: 'settings.nav.licence', defaultMessage: 'Licence key' },
  chatBehaviour: { id: 'settings.nav.chatBehaviour', defaultMessage: 'Chat behaviour' },
  appearance: { id: 'settings.nav.appearance', defaultMessage: 'Appearance' },
  keyboardShortcuts: { id: 'settings.nav.keyboardShortcuts', defaultMessage: 'Keyboard shortcuts' },
  textToSpeech: { id: 'settings.nav.textToSpeech', defaultMessage: 'Text-to-speech' },
  voiceInput: { id: 'settings.nav.voiceInput', defaultMessage: 'Voice input' },
  mcp: { id: 'settings.nav.mcp', defaultMessage: 'MCP connectors' },
  extensions: { id: 'settings.nav.extensions', defaultMessage: 'Extensions' },
  apiEndpoints: { id: 'settings.nav.apiEndpoints', defaultMessage: 'API endpoints' },
  knowledge: { id: 'settings.nav.knowledge', defaultMessage: 'Knowledge base' },
});

export const settingsSections: readonly SettingsSectionDefinition[] = [
  {
    id: 'account',
    group: 'data',
    title: titles.account,
    Component: AccountSection,
  },
  {
    id: 'cloud-sync',
    group: 'data',
    title: titles.cloudSync,
    Component: CloudSyncSection,
  },
  {
    id: 'data',
    group: 'data',
    title: titles.data,
    Component: DataSection,
  },
  {
    id: 'knowledge',
    group: 'data',
    title: titles.knowledge,
    Component: KnowledgeSection,
    shown: knowledgeSectionShown,
  },
  {
    id: 'cloud-storage',
    group: 'data',
    title: titles.cloudStorage,
    Component: StorageSection,
  },
  {
    id: 'api-keys',
    group: 'data',
    title: titles.apiKeys,
    Component: ApiKeysSection,
    shown: apiKeysSectionShown,
  },
  {
    id: 'licence',
    group: 'data',
    title: titles.licence,
    Component: LicenceSettingsSection,
    shown: licencesOffered,
  },
  {
    id: 'chat-behaviour',
    group: 'preferences',
    title: titles.chatBehaviour,
    Component: ChatBehaviourSection,
  },
  {
    id: 'appearance',
    group: 'preferences',
    title: titles.appearance,
    Component: AppearanceSection,
  },
  {
    id: 'keyboard-shortcuts',
    group: 'preferences',
    title: titles.keyboardShortcuts,
    Component: ShortcutsSection,
  },
  {
    id: 'text-to-speech',
    group: 'preferences',
    title: titles.textToSpeech,
    Component: TextToSpeechSection,
    shown: textToSpeechSectionShown,
  },
  {
    id: 'voice-input',
    group: 'preferences',
    title: titles.voiceInput,
    Component: VoiceInputSection,
    shown: voiceInputSectionShown,
  },
  {
    id: 'mcp',
    group: 'plugins',
    title: titles.mcp,
    Component: McpConnectorsSection,
    shown: isPluginsGroupShown,
  },
  {
    id: 'extensions',
    group: 'plugins',
    title: titles.extensions,
    Component: ExtensionsSection,
    shown: isPluginsGroupShown,
  },
  {
    id: 'api-endpoints',
    group: 'plugins',
    title: titles.apiEndpoints,
    Component: ApiEndpointsSection,
    shown: apiEndpointsSectionShown,
  },
];
