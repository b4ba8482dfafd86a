import type {
  Agent,
  BlobRecord,
  CustomModel,
  Folder,
  KnowledgeCollection,
  Plugin,
  Profile,
  Prompt,
} from '../entities/index.ts';
import type { ExportValueKey, ImportedKnowledgeFile } from '../data-export/index.ts';
import { emptyResult, type ConversionResult } from './conversion-result.ts';
import type { ImportedChat } from './imported-chat.ts';
import type { PendingConfirmation } from './sensitive-settings.ts';

export const importFormats = ['confab', 'chatgpt', 'claude', 'open-webui', 'librechat'] as const;

export type ImportFormat = (typeof importFormats)[number];

export interface ImportedSetting {
  key: ExportValueKey;
  value: unknown;
}

/**
 * Everything a file holds, validated and sorted (agents spec §3, "Data-import payload"). Nothing here
 * is written yet: the import dialog confirms, writes the lists atomically and applies the settings.
 * `confirmations` are never applied without the person's yes (see `acceptConfirmations`).
 */
export interface ImportPayload {
  format: ImportFormat;
  chats: ConversionResult<ImportedChat>;
  folders: ConversionResult<Folder>;
  prompts: ConversionResult<Prompt>;
  agents: ConversionResult<Agent>;
  plugins: ConversionResult<Plugin>;
  profiles: ConversionResult<Profile>;
  /** Custom models that passed validation wait in `confirmations`; only failures are listed here. */
  customModels: ConversionResult<CustomModel>;
  settings: ConversionResult<ImportedSetting>;
  /** Rows of the blobs table from Confab's own `attachments` key. */
  attachments: ConversionResult<BlobRecord>;
  /** Confab's own `knowledgeCollections` key. */
  knowledgeCollections: ConversionResult<KnowledgeCollection>;
  /** Confab's own `knowledgeFiles` key: each file with its bytes. */
  knowledgeFiles: ConversionResult<ImportedKnowledgeFile>;
  confirmations: PendingConfirmation[];
  /** Keys of the file's `data` that are not export record keys: never read, listed for the report. */
  ignoredKeys: string[];
}

export function emptyPayload(format: ImportFormat): ImportPayload {
  return {
    format,
    chats: emptyResult(),
    folders: emptyResult(),
    prompts: emptyResult(),
    agents: emptyResult(),
    plugins: emptyResult(),
    profiles: emptyResult(),
    customModels: emptyResult(),
    settings: emptyResult(),
    attachments: emptyResult(),
    knowledgeCollections: emptyResult(),
    knowledgeFiles: emptyResult(),
    confirmations: [],
    ignoredKeys: [],
  };
}

/** Agents spec §5: when nothing is importable the dialog says so. */
export function isPayloadEmpty(payload: ImportPayload): boolean {
  const lists = [
    payload.chats,
    payload.folders,
    payload.prompts,
    payload.agents,
    payload.plugins,
    payload.profiles,
    payload.settings,
    payload.attachments,
    payload.knowledgeCollections,
    payload.knowledgeFiles,
  ];
  return lists.every((list) => list.items.length === 0) && payload.confirmations.length === 0;
}

/** Every item that failed, across the lists, for the dialog's list of failures with their JSON. */
export function payloadFailures(payload: ImportPayload): ConversionResult<never>['failures'] {
  return [
    payload.chats,
    payload.folders,
    payload.prompts,
    payload.agents,
    payload.plugins,
    payload.profiles,
    payload.customModels,
    payload.settings,
    payload.attachments,
    payload.knowledgeCollections,
    payload.knowledgeFiles,
  ].flatMap((list) => list.failures);
}
