import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMemorySyncServer } from './memory-sync-server.ts';
import { addMessage, createChat, createSteppingClock, createTestDevice, snapshot } from './sync-devices.ts';

type Step =
  | { type: 'create'; device: number; chat: number }
  | { type: 'message'; device: number; chat: number }
  | { type: 'delete'; device: number; chat: number }
  | { type: 'sync'; device: number }
  | { type: 'network'; device: number; online: boolean };

const device = fc.integer({ min: 0, max: 2 });
const chat = fc.integer({ min: 0, max: 3 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ type: fc.constant('create' as const), device, chat }),
  fc.record({ type: fc.constant('message' as const), device, chat }),
  fc.record({ type: fc.constant('message' as const), device, chat }),
  fc.record({ type: fc.constant('delete' as const), device, chat }),
  fc.record({ type: fc.constant('sync' as const), device }),
  fc.record({ type: fc.constant('sync' as const), device }),
  fc.record({ type: fc.constant('network' as const), device, online: fc.boolean() }),
);

describe('sync convergence (property)', () => {
  it('any interleaving of edits, deletes, pushes and pulls on three devices converges and loses nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 10, maxLength: 60 }), async (steps) => {
        const server = createMemorySyncServer();
        const clock = createSteppingClock();
        const devices = ['a', 'b', 'c'].map((name) => createTestDevice(name, server, clock));
        const written = new Map<string, string>();
        const deletedChats = new Set<string>();
        let counter = 0;

        for (const current of steps) {
          const target = devices[current.device];
          if (!target) continue;
          if (current.type === 'create') {
            const id = `chat-${String(current.chat)}`;
            if (!(await target.storage.chats.get(id)) && !deletedChats.has(id))
              await createChat(target, id, clock);
          } else if (current.type === 'message') {
            const chatID = `chat-${String(current.chat)}`;
            const uuid = `msg-${String((counter += 1))}`;
            if (await addMessage(target, chatID, uuid, clock)) written.set(uuid, chatID);
          } else if (current.type === 'delete') {
            const id = `chat-${String(current.chat)}`;
            if (await target.storage.chats.get(id)) {
              await target.storage.deleteChat(id);
              deletedChats.add(id);
            }
          } else if (current.type === 'sync') {
            await target.engine.sync();
          } else {
            target.online = current.online;
          }
        }

        for (const each of devices) each.online = true;
        for (let round = 0; round < 2; round += 1) for (const each of devices) await each.engine.sync();

        const [first, ...others] = await Promise.all(devices.map(snapshot));
        for (const other of others) expect(other).toEqual(first);
        for (const id of deletedChats) expect(first?.chats).not.toContain(id);
        for (const [uuid, chatID] of written) {
          if (!deletedChats.has(chatID)) expect(first?.messages).toContain(uuid);
        }
      }),
      { numRuns: 300 },
    );
  });
});
