import {
  agentSchema,
  customModelSchema,
  folderSchema,
  pluginSchema,
  profileSchema,
  promptSchema,
  type Agent,
  type CustomModel,
  type Folder,
  type Plugin,
  type Profile,
  type Prompt,
} from '../entities/index.ts';
import { importFailure, validate, type ConversionResult } from './conversion-result.ts';
import { isJsonObject, timeField } from './read-fields.ts';

/**
 * Fields an older or TypingMind-style record may lack, filled before validation; what the file
 * has always wins. Times become epoch milliseconds (a file may hold ISO strings), and a record
 * from a file counts as not yet synced when it says nothing.
 */
function withDefaults(raw: unknown, defaults: Readonly<Record<string, unknown>>, now: number): unknown {
  if (!isJsonObject(raw)) return raw;
  const times = {
    createdAt: timeField(raw, 'createdAt') ?? now,
    updatedAt: timeField(raw, 'updatedAt') ?? timeField(raw, 'createdAt') ?? now,
    syncedAt: raw.syncedAt === null ? null : (timeField(raw, 'syncedAt') ?? null),
  };
  return { ...defaults, ...raw, ...times };
}

interface RecordKind<Item> {
  schema: Parameters<typeof validate<Item>>[0];
  defaults: Readonly<Record<string, unknown>>;
}

const folders: RecordKind<Folder> = {
  schema: folderSchema,
  defaults: { order: 0, open: true, settings: {} },
};
const prompts: RecordKind<Prompt> = {
  schema: promptSchema,
  defaults: { tags: [], lastUsedAt: null, favoritedAt: null },
};
const agents: RecordKind<Agent> = {
  schema: agentSchema,
  defaults: { description: '', categories: [], type: 'user', pinned: false, prompt: '', lastUsedAt: null },
};
/** A plugin from a file arrives switched off: turning on code from a file is the person's choice. */
const plugins: RecordKind<Plugin> = { schema: pluginSchema, defaults: { enabled: false } };
const profiles: RecordKind<Profile> = { schema: profileSchema, defaults: { isCurrent: false } };
const customModels: RecordKind<CustomModel> = {
  schema: customModelSchema,
  defaults: { headers: [], bodyFields: {} },
};

export const exportRecordKinds = { folders, prompts, agents, plugins, profiles, customModels };

/** Validates each record of a list key; deleted records (a `deletedAt`) are left out. */
export function convertRecords<Item>(
  records: readonly unknown[],
  kind: RecordKind<Item>,
  options: { now: number },
  into: ConversionResult<Item>,
): void {
  for (const raw of records) {
    if (timeField(raw, 'deletedAt') !== undefined) continue;
    const checked = validate(kind.schema, withDefaults(raw, kind.defaults, options.now));
    if (checked.ok) into.items.push(checked.value);
    else into.failures.push(importFailure(checked.reason, raw));
  }
}
