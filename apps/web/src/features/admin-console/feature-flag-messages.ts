import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { ChatFeatureName } from '@confab/core';

/** Switches of the host config itself (not chat features). */
export const hostFlagNames = [
  'managed',
  'hosted',
  'loginRequired',
  'allowGuests',
  'publicModeAllowLogin',
  'allowUserAPIKey',
  'requireLicenseKey',
  'useDefaultModelSettings',
  'systemPromptsForOnlyMembers',
  'canUseCommunityPrompts',
  'disableAdminLink',
] as const;

export type HostFlagName = (typeof hostFlagNames)[number];

export const hostFlagLabels = defineMessages({
  managed: { id: 'adminConsole.flag.managed', defaultMessage: 'Managed workspace' },
  hosted: { id: 'adminConsole.flag.hosted', defaultMessage: 'Hosted workspace' },
  loginRequired: { id: 'adminConsole.flag.loginRequired', defaultMessage: 'Login required' },
  allowGuests: { id: 'adminConsole.flag.allowGuests', defaultMessage: 'Allow guests' },
  publicModeAllowLogin: {
    id: 'adminConsole.flag.publicModeAllowLogin',
    defaultMessage: 'Offer login to guests',
  },
  allowUserAPIKey: {
    id: 'adminConsole.flag.allowUserAPIKey',
    defaultMessage: 'Members may use their own API keys',
  },
  requireLicenseKey: { id: 'adminConsole.flag.requireLicenseKey', defaultMessage: 'Require a licence key' },
  useDefaultModelSettings: {
    id: 'adminConsole.flag.useDefaultModelSettings',
    defaultMessage: 'Force the default model on every chat',
  },
  systemPromptsForOnlyMembers: {
    id: 'adminConsole.flag.systemPromptsForOnlyMembers',
    defaultMessage: 'Organisation prompts for members only',
  },
  canUseCommunityPrompts: {
    id: 'adminConsole.flag.canUseCommunityPrompts',
    defaultMessage: 'Allow community prompts',
  },
  disableAdminLink: { id: 'adminConsole.flag.disableAdminLink', defaultMessage: 'Hide the admin link' },
}) satisfies Record<HostFlagName, MessageDescriptor>;

export const chatFeatureLabels = defineMessages({
  agents: { id: 'adminConsole.feature.agents', defaultMessage: 'Agents' },
  systemMessage: { id: 'adminConsole.feature.systemMessage', defaultMessage: 'System message' },
  modelParametersSettings: {
    id: 'adminConsole.feature.modelParametersSettings',
    defaultMessage: 'Model parameters',
  },
  customModels: { id: 'adminConsole.feature.customModels', defaultMessage: 'Custom models' },
  yourProfile: { id: 'adminConsole.feature.yourProfile', defaultMessage: 'Profiles' },
  useProjectSettings: { id: 'adminConsole.feature.useProjectSettings', defaultMessage: 'Project settings' },
  addNewPlugins: { id: 'adminConsole.feature.addNewPlugins', defaultMessage: 'Adding plugins' },
  allowDynamicContext: { id: 'adminConsole.feature.allowDynamicContext', defaultMessage: 'Dynamic context' },
  'actionButtons.share': { id: 'adminConsole.feature.share', defaultMessage: 'Sharing chats' },
  showWorkspaceBar: { id: 'adminConsole.feature.showWorkspaceBar', defaultMessage: 'Workspace bar' },
  navBar: { id: 'adminConsole.feature.navBar', defaultMessage: 'Navigation bar' },
  pickCharacters: { id: 'adminConsole.feature.pickCharacters', defaultMessage: 'Picking agents in chats' },
  communityPrompts: { id: 'adminConsole.feature.communityPrompts', defaultMessage: 'Community prompts' },
  textToSpeech: { id: 'adminConsole.feature.textToSpeech', defaultMessage: 'Text to speech' },
  useOpenAITextToSpeech: {
    id: 'adminConsole.feature.useOpenAITextToSpeech',
    defaultMessage: 'OpenAI voices',
  },
  voiceInput: { id: 'adminConsole.feature.voiceInput', defaultMessage: 'Voice input' },
  changeUILanguage: { id: 'adminConsole.feature.changeUILanguage', defaultMessage: 'Changing the language' },
  importFromOpenAI: { id: 'adminConsole.feature.importFromOpenAI', defaultMessage: 'Import from ChatGPT' },
  useAutoGenerateChatTitle: {
    id: 'adminConsole.feature.useAutoGenerateChatTitle',
    defaultMessage: 'Automatic chat titles',
  },
  useAutoSuggestKeywords: {
    id: 'adminConsole.feature.useAutoSuggestKeywords',
    defaultMessage: 'Keyword suggestions',
  },
  hideWelcomeMessageForLoggedInUsers: {
    id: 'adminConsole.feature.hideWelcomeMessageForLoggedInUsers',
    defaultMessage: 'Hide the welcome message for members',
  },
  promptLibrary: { id: 'adminConsole.feature.promptLibrary', defaultMessage: 'Prompt library' },
  usePlugins: { id: 'adminConsole.feature.usePlugins', defaultMessage: 'Plugins' },
  modelSettings: { id: 'adminConsole.feature.modelSettings', defaultMessage: 'Model settings' },
}) satisfies Record<ChatFeatureName, MessageDescriptor>;
