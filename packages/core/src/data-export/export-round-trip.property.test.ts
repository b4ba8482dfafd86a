import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJSON } from '../canonical-json/index.ts';
import type { ExportedChat } from '../chat-export/index.ts';
import { convertImport, readImportFile } from '../data-import/index.ts';
import type { Message } from '../entities/index.ts';
import { writeExport } from './write-export.ts';

const noPause = () => Promise.resolve();
/** Any well-formed text: emoji, accents, quotes, backslashes, control characters, "<script>". */
const text = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constantFrom('<script>x</script>', '"\\\n\t\u0000'),
);
const time = fc.integer({ min: 0, max: 8.64e15 });

const chatArbitrary = (index: number) =>
  fc
    .record({
      title: text,
      createdAt: time,
      syncedAt: fc.option(time, { nil: null }),
      messages: fc.array(
        fc.record({
          parentPick: fc.option(fc.nat(), { nil: null }),
          role: fc.constantFrom('user' as const, 'assistant' as const),
          content: text,
          createdAt: time,
        }),
        { maxLength: 12 },
      ),
    })
    .map((chat): ExportedChat => {
      const id = `chat-${index}`;
      const messages: Message[] = chat.messages.map((message, order) => ({
        uuid: `${id}-m${order}`,
        chatID: id,
        role: message.role,
        content: message.content,
        parentUUID:
          message.parentPick === null || order === 0 ? null : `${id}-m${message.parentPick % order}`,
        order,
        createdAt: message.createdAt,
        updatedAt: message.createdAt,
        syncedAt: null,
      }));
      return {
        id,
        chatTitle: chat.title,
        tags: [],
        folderID: null,
        favoritedAt: null,
        archivedAt: null,
        preview: '',
        lastMessageCreatedAt: null,
        messageCount: messages.length,
        createdAt: chat.createdAt,
        updatedAt: chat.createdAt,
        syncedAt: chat.syncedAt,
        messages,
      };
    });

describe('export → import, property', () => {
  it('restores any set of chats exactly, whatever the part size', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .integer({ min: 1, max: 6 })
          .chain((count) => fc.tuple(...Array.from({ length: count }, (_, index) => chatArbitrary(index)))),
        fc.integer({ min: 200, max: 20_000 }),
        async (chats, maximumPartBytes) => {
          const parts: string[][] = [];
          const source = { records: (key: string) => (key === 'chats' ? chats : []), value: () => undefined };
          for await (const chunk of writeExport(source, { sections: ['chats'], maximumPartBytes })) {
            (parts[chunk.part - 1] ??= []).push(chunk.text);
          }
          const restored: unknown[] = [];
          for (const part of parts) {
            const payload = convertImport(await readImportFile(part.join(''), { pause: noPause }), {
              now: 0,
            });
            expect(payload.chats.failures).toEqual([]);
            restored.push(...payload.chats.items);
          }
          expect(canonicalJSON(restored)).toBe(canonicalJSON(chats));
        },
      ),
      { numRuns: 100 },
    );
  });
});
