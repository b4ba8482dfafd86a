/** The categories a person can switch on and off in the cloud sync dialog (spec agents-sync-keys §9). */
export const syncCategories = [
  'chats',
  'prompts',
  'characters',
  'plugins',
  'profile',
  'preferences',
  'modelSettings',
  'keyboardShortcuts',
  'customModels',
  'pluginSettings',
  'attachments',
  'apiKeys',
  // Files and the knowledge base: the files' records, their bytes and the collections (not the index).
  'knowledge',
] as const;

export type SyncCategory = (typeof syncCategories)[number];

/**
 * What travels: one kind per local table. Messages are records of their own (with their chat as
 * parent) so two devices that each added messages to one chat both keep theirs.
 */
export const syncRecordKinds = [
  'chat',
  'message',
  'folder',
  'prompt',
  'agent',
  'plugin',
  'profile',
  'setting',
  'customModel',
  'blob',
  'file',
  'knowledgeCollection',
] as const;

export type SyncRecordKind = (typeof syncRecordKinds)[number];

const categoryOfKind: Record<Exclude<SyncRecordKind, 'setting'>, SyncCategory> = {
  chat: 'chats',
  message: 'chats',
  // Projects hold chats; syncing chats without their projects would leave them homeless.
  folder: 'chats',
  prompt: 'prompts',
  agent: 'characters',
  plugin: 'plugins',
  profile: 'profile',
  customModel: 'customModels',
  blob: 'attachments',
  // A file's bytes travel with the file record (under its blobID), not with the attachments.
  file: 'knowledge',
  knowledgeCollection: 'knowledge',
};

/** Stored API keys leave the device only in this form (encrypted with the user's password). */
export const encryptedKeyPrefix = 'encrypted-';

/** True for a stored key locked with the user's password: the only form of a key that may sync. */
export function isLockedKeyValue(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(encryptedKeyPrefix);
}

/** Settings holding one agent's update history (`CHARACTER_VERSIONS_{agentID}`, spec §3). */
export const agentVersionsKeyPrefix = 'CHARACTER_VERSIONS_';

/**
 * The category of a setting, or null for device-local state (sync bookkeeping, first-run flags)
 * that must never travel. Plain API keys are local too: only encrypted ones may sync.
 */
export function settingSyncCategory(key: string, value: unknown): SyncCategory | null {
  if (key.startsWith('sync.') || key.endsWith('.defaultsFilled')) return null;
  if (key.startsWith('apiKeys.')) {
    return isLockedKeyValue(value) ? 'apiKeys' : null;
  }
  if (key.startsWith('models.')) return 'modelSettings';
  if (key.startsWith('keyboardShortcuts.')) return 'keyboardShortcuts';
  if (key.startsWith('plugins.')) return 'pluginSettings';
  // An agent's pins and histories travel with the agents, so switching Agents off keeps them all.
  if (key === 'agents.settings' || key.startsWith(agentVersionsKeyPrefix)) return 'characters';
  return 'preferences';
}

/** The category a record belongs to; settings are classed by key (and, for API keys, by value). */
export function recordSyncCategory(kind: SyncRecordKind, id: string, data?: unknown): SyncCategory | null {
  // An organisation's collection, and a document it publishes, is its members' to read, never theirs to push.
  if ((kind === 'knowledgeCollection' || kind === 'file') && isOrganisationCollection(data)) return null;
  if (kind !== 'setting') return categoryOfKind[kind];
  const value = typeof data === 'object' && data !== null ? (data as { value?: unknown }).value : undefined;
  // A deleted API key carries no value; its deletion still has to reach the devices that hold it.
  if (data === undefined && id.startsWith('apiKeys.')) return 'apiKeys';
  return settingSyncCategory(id, value);
}

/** True for a collection or file an organisation shares with its members (`organisation: true`). */
export function isOrganisationCollection(data: unknown): boolean {
  return (
    typeof data === 'object' && data !== null && (data as { organisation?: unknown }).organisation === true
  );
}

/** Deletion is final for records with generated ids; a setting key can be set again after a reset. */
export function isDeletionFinal(kind: SyncRecordKind): boolean {
  return kind !== 'setting';
}
