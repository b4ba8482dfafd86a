export { entityIssueMessages, epochMillisecondsSchema, recordTimesShape, tagSchema } from './record.ts';
export type { Tag } from './record.ts';
export { createID, idPrefixes } from './ids.ts';
export type { IDPrefix, UuidSource } from './ids.ts';
export {
  chatActivityTime,
  chatCharacterSchema,
  chatMetaSchema,
  chatPreview,
  chatPreviewLength,
  createChatMeta,
  isUntitled,
} from './chat.ts';
export type { ChatCharacter, ChatMeta } from './chat.ts';
export {
  messageAttachmentSchema,
  messageResponseSchema,
  messageRoles,
  messageSchema,
  messageTypes,
  tokenUsageSchema,
  toolCallLimits,
  toolCallSchema,
} from './message.ts';
export type { Message, MessageAttachment, MessageRole, StoredToolCall, TokenUsage } from './message.ts';
export {
  dynamicContextEndpointSchema,
  folderSchema,
  folderSettingsSchema,
  isDynamicContextEndpointComplete,
  projectFileSchema,
  projectFilesExceedLimit,
  projectFilesMaximumBytes,
} from './folder.ts';
export type { DynamicContextEndpoint, Folder, FolderSettings, ProjectFile } from './folder.ts';
export { agentSchema, agentTypes, fewShotExampleSchema, isUserAgentID } from './agent.ts';
export type { Agent, AgentType, FewShotExample } from './agent.ts';
export { promptSchema } from './prompt.ts';
export type { Prompt } from './prompt.ts';
export {
  httpResultTransformSchema,
  openaiFunctionSpecSchema,
  pluginFunctionSchema,
  pluginFunctionsOf,
  pluginHttpActionSchema,
  pluginImplementationTypes,
  pluginLimits,
  pluginOAuthConfigSchema,
  pluginOutputTypes,
  pluginSchema,
  pluginUserSettingSchema,
} from './plugin.ts';
export {
  isPluginSecretKey,
  isSecretPluginSetting,
  parsePluginSecretKey,
  pluginSecretKey,
  splitPluginSecrets,
} from './plugin-secret-settings.ts';
export {
  connectorDetailsSchema,
  connectorTokenSchema,
  disabledToolsSchema,
  mcpExportEntry,
  mcpExportPluginID,
  mcpServerConfigTextSchema,
  mcpSettingsFromExport,
  noDisabledTools,
  noRemoteServers,
  remoteServersSchema,
  storedConnectorDetailsSchema,
} from './mcp-settings.ts';
export type {
  ConnectorDetails,
  ConnectorMode,
  DisabledTools,
  McpSettingKeys,
  RemoteServers,
} from './mcp-settings.ts';
export type {
  Plugin,
  PluginFunction,
  PluginHttpAction,
  PluginImplementationType,
  PluginOAuthConfig,
  PluginOutputType,
  PluginUserSetting,
} from './plugin.ts';
export { customModelSchema, duplicateCustomModelTitle, modelPricingSchema } from './custom-model.ts';
export type { CustomModel } from './custom-model.ts';
export { providerStyleNames } from './provider-style.ts';
export type { ProviderStyle } from './provider-style.ts';
export { assignedAPIKeySchema, profileSchema } from './profile.ts';
export type { Profile } from './profile.ts';
export { settingSchema } from './setting.ts';
export type { Setting } from './setting.ts';
export { blobRecordSchema } from './blob.ts';
export type { BlobRecord } from './blob.ts';
export { fileCollectionsMaximum, storedFileNameMaximumLength, storedFileSchema } from './stored-file.ts';
export type { StoredFile } from './stored-file.ts';
export {
  citationQuoteMaximumLength,
  citationSchema,
  documentIndexStatuses,
  indexedDocumentSchema,
  knowledgeChunkSchema,
  knowledgeCollectionSchema,
} from './knowledge.ts';
export type { Citation, IndexedDocument, KnowledgeChunk, KnowledgeCollection } from './knowledge.ts';
export { tombstoneSchema, tombstoneTableNames } from './tombstone.ts';
export type { Tombstone, TombstoneTableName } from './tombstone.ts';
export { modelParametersSchema, reasoningEfforts } from './model-parameters.ts';
export type { ModelParametersSetting } from './model-parameters.ts';
export { isWithinBounds, modelParameterBounds, numericModelParameters } from './model-parameter-bounds.ts';
export type { NumberBounds, NumericModelParameter } from './model-parameter-bounds.ts';
export { hasOwnKey, lookupOwn, setOwn } from './own-keys.ts';
export { lazySchema } from './lazy-schema.ts';
