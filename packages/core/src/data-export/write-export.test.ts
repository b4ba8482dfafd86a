import { describe, expect, it } from 'vitest';
import { parseImportText } from '../data-import/index.ts';
import { exportSections, recordKeysOf } from './export-sections.ts';
import { exportFileName } from './export-file-name.ts';
import { ExportError } from './export-error.ts';
import { utf8ByteLength } from './utf8-byte-length.ts';
import { writeExport, type ExportChunk } from './write-export.ts';
import { sourceOf, testStore } from './test-export-records.ts';

async function collect(chunks: AsyncIterable<ExportChunk>): Promise<string[]> {
  const parts: string[][] = [];
  for await (const chunk of chunks) {
    (parts[chunk.part - 1] ??= []).push(chunk.text);
  }
  return parts.map((part) => part.join(''));
}

describe('writeExport', () => {
  it('writes the spec wrapper with the record keys of the chosen sections', async () => {
    const [file, more] = await collect(writeExport(sourceOf(testStore(2)), { sections: exportSections }));
    expect(more).toBeUndefined();
    const parsed = JSON.parse(file ?? '') as { data: Record<string, unknown> };
    expect(Object.keys(parsed)).toEqual(['data']);
    expect(Object.keys(parsed.data).sort()).toEqual(
      [
        'chats',
        'attachments',
        'folders',
        'userPrompts',
        'userCharacters',
        'installedPlugins',
        'userProfiles',
        'customModels',
        'streaming',
        'defaultTemperature',
        'defaultModel',
        'keyboardShortcuts',
        'modelIDsOrder',
        'userPluginSettings',
        'knowledgeCollections',
        'knowledgeFiles',
      ].sort(),
    );
    expect(parsed.data.chats).toEqual(testStore(2).lists.get('chats'));
  });

  it('writes only the chosen sections, and an empty list as []', async () => {
    const store = testStore(0);
    const [file] = await collect(
      writeExport(sourceOf(store), { sections: ['chats', 'prompts', 'keyboardShortcuts'] }),
    );
    expect(JSON.parse(file ?? '')).toEqual({
      data: {
        keyboardShortcuts: { search: 'K', newChat: 'none' },
        chats: [],
        attachments: store.lists.get('attachments'),
        userPrompts: store.lists.get('userPrompts'),
      },
    });
  });

  it('maps every export record key of the spec to exactly one section, plus Confab attachments and files', () => {
    const ours = new Set(['attachments', 'knowledgeCollections', 'knowledgeFiles']);
    const keys = recordKeysOf(exportSections).filter((key) => !ours.has(key));
    expect(recordKeysOf(['chats'])).toEqual(['chats', 'attachments']);
    expect(recordKeysOf(['knowledge'])).toEqual(['knowledgeCollections', 'knowledgeFiles']);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual(
      'chats, folders, userPrompts, userCharacters, installedPlugins, keyboardShortcuts, defaultModel, defaultSystemMessage, defaultTemperature, defaultPresencePenalty, defaultFrequencyPenalty, defaultTopP, defaultTopK, defaultMaxTokens, defaultSafetySettings, defaultPromptCachingEnabled, defaultContextLimit, streaming, automaticTitle, suggestKeywords, searchEngine, userProfiles, latestSeenUpdate, hiddenButtons, actionButtonsLabel, customSearchEngineID, customSearchAPIKey, userPluginSettings, customModels, characterSettings, promptSettings, modelIDsOrder, hiddenModelIDs'
        .split(', ')
        .sort(),
    );
  });

  it('splits into parts under the limit, each a complete file, never cutting a record', async () => {
    const store = testStore(40, { padding: 'ü'.repeat(2000) });
    const limit = 40_000;
    const parts = await collect(
      writeExport(sourceOf(store), { sections: exportSections, maximumPartBytes: limit }),
    );
    expect(parts.length).toBeGreaterThan(2);
    const chats: unknown[] = [];
    for (const part of parts) {
      expect(utf8ByteLength(part)).toBeLessThanOrEqual(limit);
      const data = (parseImportText(part) as { data: { chats?: unknown[] } }).data;
      chats.push(...(data.chats ?? []));
    }
    expect(chats).toEqual(store.lists.get('chats'));
  });

  it('gives a record larger than the limit a part of its own', async () => {
    const store = testStore(3, { padding: 'x'.repeat(50_000) });
    store.lists.delete('attachments');
    const parts = await collect(
      writeExport(sourceOf(store), { sections: ['chats'], maximumPartBytes: 10_000 }),
    );
    expect(
      parts.map((part) => (JSON.parse(part) as { data: { chats: unknown[] } }).data.chats.length),
    ).toEqual([1, 1, 1]);
  });

  it('refuses an export with no section chosen, or with nothing in the chosen ones', async () => {
    await expect(collect(writeExport(sourceOf(testStore(1)), { sections: [] }))).rejects.toThrow(ExportError);
    const empty = { lists: new Map(), values: new Map() };
    await expect(
      collect(writeExport(sourceOf(empty), { sections: ['chats', 'preferences'] })),
    ).rejects.toMatchObject({
      reason: 'nothing-to-export',
    });
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    controller.abort(new Error('cancelled'));
    await expect(
      collect(writeExport(sourceOf(testStore(2)), { sections: ['chats'], signal: controller.signal })),
    ).rejects.toThrow('cancelled');
  });
});

describe('utf8ByteLength', () => {
  it('agrees with TextEncoder, lone surrogates included', () => {
    for (const text of ['', 'abc', 'é', '€', '😀', 'a\uD800b', '\uDC00', 'x😀y€é']) {
      expect(utf8ByteLength(text)).toBe(new TextEncoder().encode(text).length);
    }
  });
});

describe('exportFileName', () => {
  it('is yyyyMMdd_HHmmss_<brand>_export.json, with _1, _2 when split', () => {
    const time = new Date(2026, 0, 31, 14, 5, 2).getTime();
    expect(exportFileName(time, 'Confab')).toBe('20260131_140502_Confab_export.json');
    expect(exportFileName(time, 'acme team', 2)).toBe('20260131_140502_acme-team_export_2.json');
    expect(exportFileName(time, '')).toBe('20260131_140502_export.json');
  });
});
