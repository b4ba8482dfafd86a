import { copyChatUnderNewIDs } from '@confab/core/chat';
import type { ImportPayload } from '@confab/core/data-import';
import { createID, idPrefixes, type Setting } from '@confab/core/entities';
import type { ImportBatch, ImportedChatRecords } from '@confab/core/ports';
import { storedSettingsFromExport } from '../../export-setting-places.ts';

/** The kinds of record whose ids can already be in the store: the ones "replace or clone" is about. */
export const keyedKinds = [
  'chats',
  'folders',
  'prompts',
  'agents',
  'plugins',
  'profiles',
  'customModels',
  'knowledgeCollections',
  'files',
] as const;

export type KeyedKind = (typeof keyedKinds)[number];

export type ExistingIDs = Record<KeyedKind, ReadonlySet<string>>;

/** Replace overwrites the stored records that share an id; clone gives the incoming ones new ids. */
export type ImportMode = 'replace' | 'clone';

export interface BatchOptions {
  mode: ImportMode;
  uuid: () => string;
  now: number;
  /** The settings stored now: a file's `default…` parameters merge into the stored parameters object. */
  storedSettings: ReadonlyMap<string, unknown>;
}

/**
 * The records to write from a payload whose confirmations are already settled. In clone mode every
 * item whose id is taken gets a new one (a chat also new message uuids, its tree relinked by
 * `copyChatUnderNewIDs`), with syncedAt null, and references to a renamed folder or agent follow it.
 */
export function importBatch(
  payload: ImportPayload,
  existing: ExistingIDs,
  options: BatchOptions,
): ImportBatch {
  const { mode, uuid, now } = options;
  const renamed = new Map<string, string>();
  const rename = (kind: KeyedKind, id: string, prefix: string): string => {
    if (mode === 'replace' || !existing[kind].has(id)) return id;
    const next = `${prefix}${uuid()}`;
    renamed.set(`${kind}:${id}`, next);
    return next;
  };
  const follow = (kind: KeyedKind, id: string): string => renamed.get(`${kind}:${id}`) ?? id;
  const cloned =
    <T extends { id: string; syncedAt: number | null }>(kind: KeyedKind, prefix: string) =>
    (record: T): T => {
      const id = rename(kind, record.id, prefix);
      return id === record.id ? record : { ...record, id, syncedAt: null };
    };

  const agents = payload.agents.items.map(cloned('agents', idPrefixes.agent));
  const folders = payload.folders.items.map(cloned('folders', idPrefixes.folder)).map((folder) => {
    const agentID = folder.settings.assignedAgentID;
    return agentID === undefined || follow('agents', agentID) === agentID
      ? folder
      : { ...folder, settings: { ...folder.settings, assignedAgentID: follow('agents', agentID) } };
  });
  const chats = payload.chats.items.map(({ messages, ...meta }): ImportedChatRecords => {
    const folderID = meta.folderID === null ? null : follow('folders', meta.folderID);
    const withFolder = folderID === meta.folderID ? meta : { ...meta, folderID, syncedAt: null };
    if (mode === 'replace' || !existing.chats.has(meta.id)) return { meta: withFolder, messages };
    return copyChatUnderNewIDs(withFolder, messages, { chatID: createID('', { uuid }), uuid, now });
  });
  const plugins = payload.plugins.items.map((plugin) => {
    const copy = cloned<typeof plugin>('plugins', '')(plugin);
    return copy === plugin ? plugin : { ...copy, uuid: uuid() };
  });
  const profiles = payload.profiles.items.map((profile) => {
    const copy = cloned<typeof profile>('profiles', '')(profile);
    // Two current profiles would leave the app guessing which one is meant.
    return copy === profile ? profile : { ...copy, isCurrent: false };
  });
  const knowledgeCollections = payload.knowledgeCollections.items.map(
    cloned('knowledgeCollections', idPrefixes.knowledgeCollection),
  );
  // A file's bytes keep their blob id: the same bytes under a random id, whichever copy is kept.
  const files = payload.knowledgeFiles.items.map(({ file }) => {
    const copy = cloned<typeof file>('files', idPrefixes.file)(file);
    const collectionIDs = copy.collectionIDs.map((id) => follow('knowledgeCollections', id));
    return collectionIDs.some((id, index) => id !== copy.collectionIDs[index])
      ? { ...copy, collectionIDs, syncedAt: null }
      : copy;
  });
  // The file names settings by the spec's record keys; they are stored where this build reads them.
  const settings = [...storedSettingsFromExport(payload.settings.items, options.storedSettings)].map(
    ([key, value]): Setting => ({ key, value, updatedAt: now, syncedAt: null }),
  );
  return {
    chats,
    folders,
    prompts: payload.prompts.items.map(cloned('prompts', idPrefixes.prompt)),
    agents,
    plugins,
    profiles,
    customModels: payload.customModels.items.map(cloned('customModels', '')),
    settings,
    blobs: [...payload.attachments.items, ...payload.knowledgeFiles.items.map(({ blob }) => blob)],
    knowledgeCollections,
    files,
  };
}

/** How many incoming items of each kind share an id with a stored one. */
export function countExisting(existing: ExistingIDs): Record<KeyedKind, number> {
  return Object.fromEntries(keyedKinds.map((kind) => [kind, existing[kind].size])) as Record<
    KeyedKind,
    number
  >;
}
