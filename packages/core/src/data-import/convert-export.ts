import {
  exportedAttachmentSchema,
  exportListKeys,
  importAttachment,
  isExportListKey,
  isExportValueKey,
  type ExportValueKey,
} from '../data-export/index.ts';
import { importFailure, validate, type ConversionResult } from './conversion-result.ts';
import { convertExportChats } from './convert-export-chats.ts';
import { convertRecords, exportRecordKinds } from './convert-export-records.ts';
import { readKnowledge } from './convert-export-knowledge.ts';
import { emptyPayload, type ImportPayload } from './import-payload.ts';
import type { ImportedChat } from './imported-chat.ts';
import { arrayField, field, objectField, type JsonObject } from './read-fields.ts';
import {
  customModelConfirmation,
  maskedSecret,
  splitPluginSettings,
  splitProfileKeys,
} from './sensitive-settings.ts';
import { settingValueSchemas } from './setting-value-schemas.ts';

/** The chunk files a chunked export's `data.json` names (`{"chats":{"chunks":[…]}}`), in order. */
export function exportChunkPaths(value: unknown): string[] {
  const chunks = arrayField(objectField(objectField(value, 'data'), 'chats'), 'chunks') ?? [];
  return chunks.filter((path): path is string => typeof path === 'string');
}

export interface ConvertExportOptions {
  now: number;
  /** A chunked export's chunk files by the path `data.json` names, each already read. */
  chunks?: ReadonlyMap<string, unknown>;
}

function readChats(
  data: JsonObject,
  options: ConvertExportOptions,
  into: ConversionResult<ImportedChat>,
): void {
  const chats = field(data, 'chats');
  if (Array.isArray(chats)) {
    convertExportChats(chats, options, into);
    return;
  }
  for (const path of exportChunkPaths({ data })) {
    const chunk = options.chunks?.get(path);
    if (Array.isArray(chunk)) convertExportChats(chunk, options, into);
    else
      into.failures.push(importFailure(`The chunk file ${path} is missing or is not a list of chats.`, path));
  }
}

function readAttachment(payload: ImportPayload, raw: unknown): void {
  const checked = validate(exportedAttachmentSchema, raw);
  let record;
  try {
    record = checked.ok ? importAttachment(checked.value) : undefined;
  } catch {
    // atob refuses base64 of an impossible length; the failure below says so.
  }
  if (record) payload.attachments.items.push(record);
  else
    payload.attachments.failures.push(
      importFailure(checked.ok ? "The attachment's data does not match its size." : checked.reason, raw),
    );
}

function readSetting(payload: ImportPayload, key: ExportValueKey, value: unknown): void {
  const schema = settingValueSchemas.get(key);
  const checked = schema ? validate(schema, value) : { ok: true as const, value };
  if (!checked.ok) {
    payload.settings.failures.push(importFailure(`${key}: ${checked.reason}`, { [key]: value }));
    return;
  }
  if (key === 'customSearchAPIKey' || key === 'customSearchEngineID') {
    if (value !== '') {
      const shownValue = key === 'customSearchAPIKey' ? maskedSecret(value) : String(value);
      payload.confirmations.push({ kind: 'setting', key, value, shownValue });
    }
    return;
  }
  if (key === 'userPluginSettings') {
    const { safe, pending } = splitPluginSettings(objectField({ value }, 'value') ?? {});
    payload.confirmations.push(...pending);
    payload.settings.items.push({ key, value: safe });
    return;
  }
  payload.settings.items.push({ key, value: checked.value });
}

/**
 * Confab's own export and the TypingMind-style export it follows (interop-formats §1): the spec's
 * `{"data":{…}}` wrapper, flat or chunked. Only the spec's record keys are read; any other key (an
 * endpoint, a key of another app) is listed in `ignoredKeys` and never applied.
 */
export function convertExport(value: unknown, options: ConvertExportOptions): ImportPayload {
  const payload = emptyPayload('confab');
  const data = objectField(value, 'data') ?? {};
  readChats(data, options, payload.chats);
  const list = (key: (typeof exportListKeys)[number]) => arrayField(data, key) ?? [];
  convertRecords(list('folders'), exportRecordKinds.folders, options, payload.folders);
  convertRecords(list('userPrompts'), exportRecordKinds.prompts, options, payload.prompts);
  convertRecords(list('userCharacters'), exportRecordKinds.agents, options, payload.agents);
  convertRecords(list('installedPlugins'), exportRecordKinds.plugins, options, payload.plugins);
  const profiles = { items: [], failures: payload.profiles.failures };
  convertRecords(list('userProfiles'), exportRecordKinds.profiles, options, profiles);
  for (const profile of profiles.items) {
    const split = splitProfileKeys(profile);
    payload.profiles.items.push(split.profile);
    payload.confirmations.push(...split.pending);
  }
  const models = { items: [], failures: payload.customModels.failures };
  convertRecords(list('customModels'), exportRecordKinds.customModels, options, models);
  payload.confirmations.push(...models.items.map(customModelConfirmation));
  for (const raw of list('attachments')) readAttachment(payload, raw);
  readKnowledge(list('knowledgeCollections'), list('knowledgeFiles'), payload);
  for (const key of Object.keys(data)) {
    if (isExportValueKey(key)) readSetting(payload, key, field(data, key));
    else if (!isExportListKey(key)) payload.ignoredKeys.push(key);
  }
  return payload;
}
