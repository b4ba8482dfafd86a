import { describe, expect, it } from 'vitest';
import { convertImport } from './convert-import.ts';
import { exportChunkPaths } from './convert-export.ts';
import { isPayloadEmpty } from './import-payload.ts';
import { parseImportText } from './read-import-file.ts';
import { readFixture, visibleConversation } from './test-fixtures.ts';

const now = Date.UTC(2026, 0, 31);

describe('TypingMind-style export', () => {
  const payload = convertImport(readFixture('typingmind-flat.json'), { now });

  it('brings chats to Confab records, skipping deleted ones and listing invalid ones', () => {
    expect(payload.format).toBe('confab');
    const [chat] = payload.chats.items;
    expect(payload.chats.items).toHaveLength(1);
    if (!chat) throw new Error('missing chat');
    expect(chat).toMatchObject({
      id: 'tm-chat-1',
      chatTitle: 'Weekly report',
      folderID: 'fo-work',
      tags: [{ id: 'tag-1', name: 'work' }],
      preview: 'Summarise my week',
      messageCount: 2,
      createdAt: Date.parse('2024-03-01T09:00:00.000Z'),
      syncedAt: null,
    });
    expect(visibleConversation(chat)).toEqual([
      'user: Summarise my week',
      'assistant: You shipped the release.\n\n_[Attachment not imported: image_url]_',
    ]);
    expect(payload.chats.failures).toEqual([
      { reason: 'The chat has no id.', json: '{"chatTitle":"No id at all","messages":[]}' },
    ]);
  });

  it('fills what older records lack and validates the rest', () => {
    expect(payload.folders.items).toEqual([
      expect.objectContaining({ id: 'fo-work', title: 'Work', open: true, settings: {}, syncedAt: null }),
    ]);
    expect(payload.prompts.items[0]).toMatchObject({ id: 'pr-1', tags: [], updatedAt: 1_704_067_200_000 });
  });

  it('applies plain settings, refuses wrong types, and holds back keys and addresses', () => {
    expect(payload.settings.items).toEqual([
      { key: 'streaming', value: true },
      { key: 'defaultTemperature', value: 0.7 },
      { key: 'userPluginSettings', value: { 'plugin-a': { UNITS: 'metric' } } },
    ]);
    expect(payload.settings.failures.map((failure) => failure.json)).toEqual(['{"defaultModel":42}']);
    expect(payload.settings.failures[0]?.reason).toMatch(/^defaultModel: /);
    expect(payload.confirmations.map((confirmation) => confirmation.shownValue)).toEqual([
      '••••6789',
      'https://attacker.example/mcp',
      '••••alue',
    ]);
    expect(payload.ignoredKeys).toEqual(['apiKey', 'chatCompletionEndpoint']);
  });

  it('reads a chunked export with its chunk files, and names a missing chunk', () => {
    const data = readFixture('chunked/data.json');
    const paths = exportChunkPaths(data);
    expect(paths).toEqual(['chunks/chats_part_1.json', 'chunks/chats_part_2.json']);
    const chunks = new Map(paths.map((path) => [path, readFixture(`chunked/${path}`)]));
    const whole = convertImport(data, { now, chunks });
    expect(whole.chats.items.map((chat) => chat.chatTitle)).toEqual(['From chunk one', 'From chunk two']);
    const partial = convertImport(data, {
      now,
      chunks: new Map([[paths[0] ?? '', chunks.get(paths[0] ?? '')]]),
    });
    expect(partial.chats.items).toHaveLength(1);
    expect(partial.chats.failures[0]?.reason).toBe(
      'The chunk file chunks/chats_part_2.json is missing or is not a list of chats.',
    );
  });
});

describe('hostile exports', () => {
  it('never pollutes prototypes and never reads keys outside the spec', () => {
    const text =
      '{"data":{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}},"chats":[{"__proto__":{"id":"x"},"messages":[]}],"streaming":"yes"}}';
    const payload = convertImport(parseImportText(text), { now });
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
    expect(payload.ignoredKeys).toEqual(['__proto__', 'constructor']);
    expect(payload.chats.items).toEqual([]);
    expect(payload.chats.failures[0]?.reason).toBe('The chat has no id.');
    expect(payload.settings.failures[0]?.reason).toMatch(/^streaming: /);
    expect(isPayloadEmpty(payload)).toBe(true);
  });

  it('lists a chat whose fields have the wrong types with its JSON', () => {
    const payload = convertImport(
      { data: { chats: [{ id: 'c', chatTitle: 5, createdAt: -3, messages: 'none' }] } },
      { now },
    );
    expect(payload.chats.items[0]).toMatchObject({ id: 'c', chatTitle: '', createdAt: now, messageCount: 0 });
  });

  it('cuts the JSON of a huge failing item', () => {
    const payload = convertImport({ data: { chats: [{ chatTitle: 'x'.repeat(100_000) }] } }, { now });
    expect(payload.chats.failures[0]?.json.length).toBeLessThanOrEqual(20_001);
  });
});
