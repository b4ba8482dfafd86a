import { describe, expect, it } from 'vitest';
import { canonicalJSON } from '../canonical-json/index.ts';
import {
  acceptConfirmations,
  convertImport,
  payloadFailures,
  readImportFile,
  type ImportPayload,
} from '../data-import/index.ts';
import { exportSections, type ExportListKey } from './export-sections.ts';
import { sourceOf, testStore } from './test-export-records.ts';
import { writeExport } from './write-export.ts';
import { exportAttachment } from './exported-attachment.ts';
import { exportKnowledgeFile, type ImportedKnowledgeFile } from './exported-knowledge-file.ts';
import type { BlobRecord } from '../entities/index.ts';

const now = Date.UTC(2026, 0, 31);
const noPause = () => Promise.resolve();

async function exportParts(chatCount: number, maximumPartBytes?: number): Promise<Uint8Array[]> {
  const texts: string[][] = [];
  const options = {
    sections: exportSections,
    ...(maximumPartBytes === undefined ? {} : { maximumPartBytes }),
  };
  for await (const chunk of writeExport(
    sourceOf(testStore(chatCount, { padding: 'ü'.repeat(500) })),
    options,
  )) {
    (texts[chunk.part - 1] ??= []).push(chunk.text);
  }
  return texts.map((part) => new TextEncoder().encode(part.join('')));
}

const listOfPayload: ReadonlyMap<ExportListKey, (payload: ImportPayload) => unknown[]> = new Map<
  ExportListKey,
  (payload: ImportPayload) => unknown[]
>([
  ['chats', (payload) => payload.chats.items],
  ['folders', (payload) => payload.folders.items],
  ['userPrompts', (payload) => payload.prompts.items],
  ['userCharacters', (payload) => payload.agents.items],
  ['installedPlugins', (payload) => payload.plugins.items],
  ['userProfiles', (payload) => payload.profiles.items],
  ['customModels', (payload) => payload.customModels.items],
  ['attachments', (payload) => payload.attachments.items],
  ['knowledgeCollections', (payload) => payload.knowledgeCollections.items],
  ['knowledgeFiles', (payload) => payload.knowledgeFiles.items],
]);

describe('export → import', () => {
  it.each([
    ['one file', undefined],
    ['split into parts', 8_000],
  ])('restores identical records (%s)', async (_name, maximumPartBytes) => {
    const store = testStore(12, { padding: 'ü'.repeat(500) });
    const parts = await exportParts(12, maximumPartBytes);
    if (maximumPartBytes !== undefined) expect(parts.length).toBeGreaterThan(1);
    const restored = new Map<ExportListKey, unknown[]>();
    const settings = new Map<string, unknown>();
    for (const part of parts) {
      const payload = convertImport(await readImportFile(part, { pause: noPause }), { now });
      expect(payloadFailures(payload)).toEqual([]);
      expect(payload.ignoredKeys).toEqual([]);
      const accepted = acceptConfirmations(payload, payload.confirmations);
      for (const [key, read] of listOfPayload)
        restored.set(key, [...(restored.get(key) ?? []), ...read(accepted)]);
      for (const setting of accepted.settings.items) settings.set(setting.key, setting.value);
    }
    const blobs = restored.get('attachments') as BlobRecord[];
    expect(blobs[0]?.data).toBeInstanceOf(Blob);
    restored.set('attachments', await Promise.all(blobs.map(exportAttachment)));
    const files = restored.get('knowledgeFiles') as ImportedKnowledgeFile[];
    expect(await files[0]?.blob.data.text()).toBe('Terms: none');
    restored.set(
      'knowledgeFiles',
      await Promise.all(files.map(({ file, blob }) => exportKnowledgeFile(file, blob))),
    );
    for (const [key, records] of store.lists) {
      expect(canonicalJSON(restored.get(key))).toBe(canonicalJSON(records));
    }
    expect(canonicalJSON(Object.fromEntries(settings))).toBe(canonicalJSON(Object.fromEntries(store.values)));
  });

  it('holds back the profile key and the custom model until confirmed', async () => {
    const [file] = await exportParts(1);
    const payload = convertImport(await readImportFile(file ?? new Uint8Array(), { pause: noPause }), {
      now,
    });
    expect(payload.profiles.items[0]?.assignedAPIKey).toBeUndefined();
    expect(payload.customModels.items).toEqual([]);
    expect(payload.confirmations.map((confirmation) => [confirmation.kind, confirmation.shownValue])).toEqual(
      [
        ['profile-key', '••••ABCD'],
        ['custom-model', 'Local llama: http://localhost:11434/v1/chat/completions'],
      ],
    );
    const declined = acceptConfirmations(payload, []);
    expect(declined.customModels.items).toEqual([]);
    expect(declined.profiles.items[0]?.assignedAPIKey).toBeUndefined();
  });
});
