export {
  avatarImageTypes,
  avatarMaxBytes,
  classifyAvatarURL,
  displayableAvatarURL,
} from './agent-avatar-source.ts';
export type { AvatarSource } from './agent-avatar-source.ts';
export { agentCategoryOrder, groupAgentsByCategory, uncategorisedCategory } from './agent-categories.ts';
export type { AgentCategoryGroup, KnownAgentCategory } from './agent-categories.ts';
export { cloneAgent, installDefaultAgent, isDefaultAgentInstalled } from './agent-copies.ts';
export type { CopyContext } from './agent-copies.ts';
export {
  applyDraftToAgent,
  createAgentFromDraft,
  draftFromAgent,
  emptyAgentDraft,
  validateAgentDraft,
} from './agent-draft.ts';
export type { AgentDraft, AgentDraftErrors } from './agent-draft.ts';
export {
  agentDataChecksum,
  agentExportFile,
  agentExportFileName,
  agentExportFileSchema,
} from './agent-export-file.ts';
export type { AgentExportFile } from './agent-export-file.ts';
export { agentFieldLimitIssues, agentFieldLimits, agentImportMaxBytes } from './agent-field-limits.ts';
export type { AgentFieldLimitIssue, AgentLimitedField } from './agent-field-limits.ts';
export {
  agentFromImportData,
  checkImportedAgent,
  readAgentImportFile,
  readSharedAgentData,
} from './agent-import-file.ts';
export type {
  AgentImportCandidate,
  AgentImportFailure,
  AgentImportOptions,
  AgentImportReason,
  AgentImportResult,
} from './agent-import-file.ts';
export { agentPermissions } from './agent-permissions.ts';
export type { AgentPermissionFlags, AgentPermissions } from './agent-permissions.ts';
export {
  agentIDOfVersionsKey,
  agentVersionSchema,
  agentVersionsKey,
  parseAgentVersions,
  recordAgentVersion,
} from './agent-versions.ts';
export type { AgentVersion, RecordVersionOptions } from './agent-versions.ts';
export { canonicalJSON } from '../canonical-json/index.ts';
export { deduplicateAgents } from './deduplicate-agents.ts';
export { distinctImportedTitle } from './imported-agent-title.ts';
export { defaultAgents } from './default-agents.ts';
export {
  defaultAgentCopyID,
  defaultAgentsFilledAt,
  fillDefaultAgents,
  isUneditedDefaultCopy,
  tidyDefaultAgentCopies,
} from './default-agent-copies.ts';
export type { DefaultCopyChanges, TidyDefaultCopiesOptions } from './default-agent-copies.ts';
export { searchAgents } from './search-agents.ts';
export { sha256Hex } from './sha256-hex.ts';
export { agentSortOrders, isAgentSortOrder, sortAgents } from './sort-agents.ts';
export type { AgentSortOrder } from './sort-agents.ts';
export {
  agentSettingsSchema,
  applyAgentSettings,
  parseAgentSettings,
  parseSystemAgents,
} from './system-agents.ts';
export type { AgentSettings } from './system-agents.ts';
