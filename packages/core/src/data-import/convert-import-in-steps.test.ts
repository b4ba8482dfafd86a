import { describe, expect, it } from 'vitest';
import { convertImport } from './convert-import.ts';
import { convertImportInSteps } from './convert-import-in-steps.ts';
import { exportChunkPaths } from './convert-export.ts';
import { readFixture } from './test-fixtures.ts';

const now = Date.UTC(2026, 0, 31);
const noPause = () => Promise.resolve();

describe('convertImportInSteps', () => {
  it.each([
    'chatgpt-conversations.json',
    'claude-conversations.json',
    'open-webui-export.json',
    'librechat-flat.json',
    'typingmind-flat.json',
  ])('gives what convertImport gives for %s', async (fixture) => {
    const value = readFixture(fixture);
    expect(await convertImportInSteps(value, { now, batchSize: 1, pause: noPause })).toEqual(
      convertImport(value, { now }),
    );
  });

  it.each(['chatgpt-conversations.json', 'typingmind-flat.json'])(
    'gives the same when it releases what it converted from %s, emptying the file’s list',
    async (fixture) => {
      const value = readFixture(fixture);
      const expected = convertImport(readFixture(fixture), { now });
      const payload = await convertImportInSteps(value, {
        now,
        batchSize: 1,
        pause: noPause,
        releaseConverted: true,
      });
      expect(payload).toEqual(expected);
      const list = Array.isArray(value) ? value : (value as { data: { chats: unknown[] } }).data.chats;
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((entry) => entry === undefined)).toBe(true);
    },
  );

  it('reads a chunked export and reports a missing chunk once', async () => {
    const data = readFixture('chunked/data.json');
    const [first] = exportChunkPaths(data);
    const chunks = new Map([[first ?? '', readFixture(`chunked/${first ?? ''}`)]]);
    const payload = await convertImportInSteps(data, { now, chunks, pause: noPause });
    expect(payload).toEqual(convertImport(data, { now, chunks }));
    expect(payload.chats.failures).toHaveLength(1);
  });

  it('pauses between batches, reports progress and stops when cancelled', async () => {
    const conversations = Array.from({ length: 50 }, (_, index) => ({
      uuid: `c${index}`,
      chat_messages: [{ uuid: 'm', sender: 'human', text: 'hi' }],
    }));
    const progress: number[] = [];
    const payload = await convertImportInSteps(conversations, {
      now,
      batchSize: 10,
      pause: noPause,
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(payload.chats.items).toHaveLength(50);
    expect(progress).toEqual([0.2, 0.4, 0.6, 0.8, 1]);

    const controller = new AbortController();
    let pauses = 0;
    const cancelled = convertImportInSteps(conversations, {
      now,
      batchSize: 10,
      signal: controller.signal,
      pause: () => {
        pauses += 1;
        if (pauses === 2) controller.abort(new Error('cancelled'));
        return Promise.resolve();
      },
    });
    await expect(cancelled).rejects.toThrow('cancelled');
  });
});
