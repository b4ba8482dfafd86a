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
  suggestKeywords: 'chat.suggestKeywords',
  // Where suggested keywords are searched: not `search.engine` (the web search tool's, whose custom
  // value is a SearXNG address), since a custom value here is a page address with %s.
  keywordSearchEngine: 'chat.keywordSearchEngine',
  messagesToLoad: 'chat.messagesToLoad',
  queueDelaySeconds: 'chat.queueDelaySeconds',
  soundOnAnswer: 'chat.soundOnAnswer',
  reopenPreviousChat: 'chat.reopenPreviousChat',
  defaultToolIDs: 'plugins.defaultToolIDs',
  userPluginSettings: 'plugins.userSettings',
  // The web search tool's engine (spec §9) and Google's engine id; the key is an API key like the
  // providers' (kept in the vault's list, synced only when locked with a password).
  searchEngine: 'search.engine',
  customSearchEngineID: 'search.customSearchEngineID',
  customSearchAPIKey: 'apiKeys.customSearch',
  // Synced (not `.defaultsFilled`, which stays on the device): the built-ins already filled in as plugins.
  builtInPluginsFilled: 'plugins.builtInsFilled',
  mcpConnector: 'plugins.mcpConnector',
  mcpServerConfig: 'plugins.mcpServerConfig',
  mcpDisabledTools: 'plugins.mcpDisabledTools',
  mcpRemoteServers: 'plugins.mcpRemoteServers',
  defaultPromptsFilled: 'prompts.defaultsFilled',
  organisationPromptUses: 'prompts.organisationPromptUses',
  defaultAgentsFilled: 'agents.defaultsFilled',
  agentSettings: 'agents.settings',
  autoArchiveHours: 'chats.autoArchiveHours',
  autoDeleteHours: 'chats.autoDeleteHours',
  chatListSort: 'sidebar.chatSort',
  // Synced under the Keyboard shortcuts category (every `keyboardShortcuts.` key is).
  keyboardShortcuts: 'keyboardShortcuts.map',
  // Synced (preferences), so a popup answered on one device is not asked again on another.
  newsletterPopup: 'newsletter.popup',
  reviewState: 'review.state',
  // Synced (preferences): the knowledge-base demo popup is shown once per person, not per device.
  knowledgeDemoSeen: 'knowledge.demoPopupSeen',
  // Onboarding (docs/onboarding.md): the first two sync as preferences, so another device of the
  // account neither congratulates again nor shows a dismissed checklist or a finished tour.
  firstMessageSentAt: 'onboarding.firstMessageSentAt',
  checklistDismissed: 'onboarding.checklistDismissed',
  layoutTourPending: 'onboarding.layoutTourPending',
  // Device-local (`.defaultsFilled` never syncs): fixed ids and final deletions keep the examples single.
  exampleChatsFilled: 'onboarding.exampleChats.defaultsFilled',
  // The interface language (spec §3 language entry); synced with the preferences.
  uiLanguage: 'preferences.language',
  // Speech (spec §3 "speech source, auto speech, show play button"); they sync as preferences, the
  // ElevenLabs key like a provider key (only when locked with a password).
  speechSource: 'speech.source',
  autoSpeech: 'speech.autoSpeech',
  showPlayButton: 'speech.showPlayButton',
  speechBrowserVoice: 'speech.browserVoice',
  speechOpenAIVoice: 'speech.openAIVoice',
  speechOpenAIModel: 'speech.openAIModel',
  speechOpenAIEndpoint: 'speech.openAIEndpoint',
  speechElevenLabsVoiceID: 'speech.elevenLabsVoiceID',
  speechElevenLabsEndpoint: 'speech.elevenLabsEndpoint',
  elevenLabsAPIKey: 'apiKeys.elevenLabs',
  voiceInputMethod: 'voiceInput.method',
  voiceInputLanguage: 'voiceInput.language',
  voiceInputModel: 'voiceInput.model',
  // Device-local (`sync.` never syncs): when the sync warning and the backup reminder were dismissed.
  syncWarningDismissedAt: 'sync.warningDismissedAt',
  backupReminderDismissedAt: 'sync.backupReminderDismissedAt',
  // The knowledge base's embedding model (docs/knowledge.md); synced with the preferences, while the
  // vectors it makes stay on each device.
  knowledgeEmbeddingModel: 'knowledge.embeddingModel',
  // Device-local until the key vault can carry it: the MCP connector's token is a secret.
  /** Kept like an API key: locked with the vault's password, synced only when locked. */
  mcpConnectorToken: 'apiKeys.mcpConnector',
  /** Remote MCP servers' request headers by server name, as JSON kept like an API key. */
  mcpRemoteHeaders: 'apiKeys.mcpRemoteHeaders',
  /** Where earlier builds kept the token, on the device only; read once and moved. */
  legacyMcpConnectorToken: 'sync.mcpConnectorToken',
} as const;

/** A remote MCP server's OAuth state on this device (`features/mcp/mcp-oauth-records.ts`). */
export type McpOAuthSetting = `sync.mcpOAuth.server.${string}`;

export type SettingKey =
  | (typeof settingKeys)[keyof typeof settingKeys]
  | ProviderKeySetting
  | ProviderEndpointSetting
  | McpOAuthSetting;
