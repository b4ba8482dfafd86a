// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ExportSection } from '@confab/core/data-export';
import { exportSections } from '@confab/core/data-export';
import { convertImport, payloadFailures, readImportFile } from '@confab/core/data-import';
import { createChatMeta } from '@confab/core';
import { createMemoryStorage } from '@confab/storage-browser';
import { exportTestStore } from './export-test-store.ts';
import { runFullExport, type RunFullExportOptions } from './run-full-export.ts';

const now = new Date(2026, 0, 31, 14, 5, 2).getTime();

function options(overrides: Partial<RunFullExportOptions> = {}): RunFullExportOptions {
  return {
    sections: exportSections,
    brandSuffix: 'Confab',
    now,
    signal: new AbortController().signal,
    yieldToBrowser: () => Promise.resolve(),
    onProgress: () => undefined,
    onSplit: () => undefined,
    ...overrides,
  };
}

interface ExportedData {
  data: {
    chats?: { id: string; archivedAt: number | null; messages: { uuid: string }[] }[];
    attachments?: { id: string; base64: string }[];
    userProfiles?: { id: string; assignedAPIKey?: Record<string, string> }[];
    customModels?: { id: string; apiKey?: string }[];
    streaming?: boolean;
    defaultTemperature?: number;
    defaultPromptCachingEnabled?: boolean;
    folders?: unknown[];
  };
}

async function parse(blob: Blob): Promise<ExportedData> {
  return JSON.parse(await blob.text()) as ExportedData;
}

describe('runFullExport', () => {
  it('writes every chat with its messages in order, the attachments they use, and the settings', async () => {
    const progress: [number, number][] = [];
    const result = await runFullExport(
      await exportTestStore(),
      options({ onProgress: (exported, total) => progress.push([exported, total]) }),
    );
    if (!result.ok) throw new Error(result.reason);
    expect(result.files.map((file) => file.fileName)).toEqual(['20260131_140502_Confab_export.json']);
    const { data } = await parse(result.files[0]?.blob ?? new Blob());
    expect(data.chats?.map((chat) => chat.id).sort()).toEqual(['chat-a', 'chat-b']);
    const first = data.chats?.find((chat) => chat.id === 'chat-a');
    expect(first?.messages.map((message) => message.uuid)).toEqual(['chat-a-m0', 'chat-a-m1', 'chat-a-m2']);
    expect(data.attachments?.map((attachment) => [attachment.id, attachment.base64])).toEqual([
      ['blob-1', btoa('hello')],
    ]);
    expect(data.streaming).toBe(false);
    expect(data.defaultTemperature).toBe(0.5);
    expect(data.defaultPromptCachingEnabled).toBe(true);
    expect(data.folders).toEqual([]);
    expect(progress.at(-1)).toEqual([2, 2]);
  });

  it('reads back through the importer without failures or unknown keys', async () => {
    const result = await runFullExport(await exportTestStore(), options());
    if (!result.ok) throw new Error(result.reason);
    const bytes = new Uint8Array(await (result.files[0]?.blob ?? new Blob()).arrayBuffer());
    const payload = convertImport(await readImportFile(bytes, { pause: () => Promise.resolve() }), { now });
    expect(payloadFailures(payload)).toEqual([]);
    expect(payload.ignoredKeys).toEqual([]);
    expect(payload.chats.items).toHaveLength(2);
    expect(payload.attachments.items).toHaveLength(1);
  });

  it('keeps only encrypted profile keys', async () => {
    const result = await runFullExport(await exportTestStore(), options({ sections: ['profile'] }));
    if (!result.ok) throw new Error(result.reason);
    const { data } = await parse(result.files[0]?.blob ?? new Blob());
    expect(data.userProfiles).toEqual([
      expect.objectContaining({
        id: 'profile-1',
        assignedAPIKey: { anthropicAPIKey: 'encrypted-v1.a.b.c.d.WXYZ' },
      }),
      expect.not.objectContaining({ assignedAPIKey: expect.anything() as unknown }),
    ]);
    expect(JSON.stringify(data)).not.toContain('sk-plain-key');
    expect(JSON.stringify(data)).not.toContain('plain-gemini');
  });

  it('keeps a custom model key only when it is locked', async () => {
    const store = await exportTestStore();
    const model = (id: string, apiKey: string) => ({
      id,
      title: id,
      endpointStyle: 'openai' as const,
      endpointURL: 'http://127.0.0.1:11434/v1',
      modelID: 'llama3',
      apiKey,
      headers: [],
      bodyFields: {},
      createdAt: now,
      updatedAt: now,
      syncedAt: null,
    });
    await store.customModels.putMany([
      model('locked', 'encrypted-v1.a.b.c.d.LMNO'),
      model('plain', 'sk-plain-model-key'),
    ]);
    const result = await runFullExport(store, options({ sections: ['customModels'] }));
    if (!result.ok) throw new Error(result.reason);
    const { data } = await parse(result.files[0]?.blob ?? new Blob());
    const models = new Map(data.customModels?.map((entry) => [entry.id, entry]));
    expect(models.get('locked')?.apiKey).toBe('encrypted-v1.a.b.c.d.LMNO');
    expect(models.has('plain')).toBe(true);
    expect(JSON.stringify(data)).not.toContain('sk-plain-model-key');
  });

  it('splits into numbered parts that each parse, and says so once', async () => {
    let splits = 0;
    const result = await runFullExport(
      await exportTestStore(),
      options({
        maximumPartBytes: 600,
        onSplit: () => {
          splits += 1;
        },
      }),
    );
    if (!result.ok) throw new Error(result.reason);
    expect(result.files.length).toBeGreaterThan(1);
    expect(splits).toBe(1);
    expect(result.files[1]?.fileName).toBe('20260131_140502_Confab_export_2.json');
    const chats = [];
    for (const file of result.files) chats.push(...((await parse(file.blob)).data.chats ?? []));
    expect(chats.map((chat) => chat.id).sort()).toEqual(['chat-a', 'chat-b']);
  });

  it.each<[string, readonly ExportSection[], string]>([
    ['nothing is selected', [], 'nothing-selected'],
    ['the chosen sections are empty', ['folders', 'customModels'], 'nothing-to-export'],
  ])('fails when %s', async (_name, sections, reason) => {
    const result = await runFullExport(createMemoryStorage(), options({ sections }));
    expect(result).toEqual({ ok: false, reason });
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const result = await runFullExport(
      await exportTestStore(),
      options({
        signal: controller.signal,
        onProgress: () => {
          controller.abort();
        },
      }),
    );
    expect(result).toEqual({ ok: false, reason: 'cancelled' });
  });
});

describe('generated images in an export', () => {
  it('writes the pictures that image-generation calls stored, as attachments', async () => {
    const storage = createMemoryStorage();
    const png = new Blob([Uint8Array.of(0x89, 0x50, 0x4e, 0x47)], { type: 'image/png' });
    const times = { createdAt: now, updatedAt: now, syncedAt: null };
    await storage.blobs.put({ id: 'image-1', mimeType: 'image/png', size: 4, data: png, ...times });
    await storage.saveChatWithMessages({ ...createChatMeta({ id: 'chat-i', now }), messageCount: 1 }, [
      {
        uuid: 'chat-i-m0',
        chatID: 'chat-i',
        role: 'assistant',
        content: 'Here is your fox.',
        order: 0,
        toolCalls: [
          {
            id: 'call-1',
            name: 'generate_image',
            arguments: '{"prompt":"fox"}',
            result: '{"imageID":"image-1","model":"gpt-image-1"}',
          },
        ],
        ...times,
      },
    ]);
    const result = await runFullExport(storage, options({ sections: ['chats'] }));
    if (!result.ok) throw new Error(result.reason);
    const { data } = await parse(result.files[0]?.blob ?? new Blob());
    expect(data.attachments?.map((attachment) => attachment.id)).toEqual(['image-1']);
  });
});
