import type { ProviderEndpointSetting, ProviderKeySetting } from '@confab/core/providers';

/**
 * Every key of the settings table in one place, so features that share a preference (the key forms
 * and the key test, the models tab and the model picker) cannot drift apart on its name. A provider
 * style's key and endpoint are named in its registry entry (`providerStyles` of @confab/core/providers).
 */
export const settingKeys = {
  speechTranscriptionEndpoint: 'endpoints.speechTranscription',
  defaultModel: 'models.defaultModel',
  modelIDsOrder: 'models.modelIDsOrder',
  hiddenModelIDs: 'models.hiddenModelIDs',
  defaultSystemMessage: 'models.defaultSystemMessage',
  defaultParameters: 'models.defaultParameters',
  streaming: 'chat.streaming',
  automaticTitle: 'chat.automaticTitle',
  titleModel: 'chat.titleModel',
  titlePrompt: 'chat.titlePrompt',
  messagesToLoad: 'chat.messagesToLoad',
  queueDelaySeconds: 'chat.queueDelaySeconds',
  defaultToolIDs: 'plugins.defaultToolIDs',
  userPluginSettings: 'plugins.userSettings',
  // Synced (not `.defaultsFilled`, which stays on the device): the built-ins already filled in as plugins.
  builtInPluginsFilled: 'plugins.builtInsFilled',
  defaultPromptsFilled: 'prompts.defaultsFilled',
  organisationPromptUses: 'prompts.organisationPromptUses',
  defaultAgentsFilled: 'agents.defaultsFilled',
  agentSettings: 'agents.settings',
  autoArchiveHours: 'chats.autoArchiveHours',
  autoDeleteHours: 'chats.autoDeleteHours',
  chatListSort: 'sidebar.chatSort',
  // Device-local (`sync.` never syncs): when the sync warning and the backup reminder were dismissed.
  syncWarningDismissedAt: 'sync.warningDismissedAt',
  backupReminderDismissedAt: 'sync.backupReminderDismissedAt',
} as const;

export type SettingKey =
  (typeof settingKeys)[keyof typeof settingKeys] | ProviderKeySetting | ProviderEndpointSetting;
