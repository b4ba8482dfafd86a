import type { ChatMeta } from '@confab/core';
import type { ChatListWorkerRequest, ChatListWorkerResponse } from './chat-list-worker-protocol.ts';
import type { WholeListHold } from './whole-list-hold.ts';

/**
 * How long the worker may go without posting a slice, while not held, before the page reads the list
 * itself: a worker whose database open waits forever (another tab's upgrade held up) must not leave
 * the list short.
 */
export const chatListWorkerStallMs = 10_000;

/**
 * A worker of its own per read opens the database, reads and checks every chat, and posts them a
 * slice at a time. The page then only receives them: reading and checking 10,000 chats on the page
 * was about 110 ms of its thread (IndexedDB's callbacks and the schema check), spread over the
 * first seconds after a load, when an answer may be streaming and the person typing.
 */
export function readChatListInWorker(
  databaseName: string,
  sliceSize: number,
  hold: WholeListHold,
): Promise<Map<string, ChatMeta>> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./chat-list.worker.ts', import.meta.url), {
      type: 'module',
      name: 'confab-chat-list',
    });
    const byID = new Map<string, ChatMeta>();
    let stall: ReturnType<typeof setTimeout> | undefined;
    const send = (request: ChatListWorkerRequest) => {
      worker.postMessage(request);
    };
    const stopTelling = hold.onChange((held) => {
      send({ type: 'hold', held });
      watch();
    });
    const end = (outcome: () => void) => {
      clearTimeout(stall);
      stopTelling();
      worker.terminate();
      outcome();
    };
    const watch = () => {
      clearTimeout(stall);
      // A held worker posts nothing, and is right to.
      if (hold.held()) return;
      stall = setTimeout(() => {
        end(() => {
          reject(new Error('The chat list worker stalled'));
        });
      }, chatListWorkerStallMs);
    };
    watch();
    worker.addEventListener('message', (event: MessageEvent<ChatListWorkerResponse>) => {
      watch();
      const response = event.data;
      if (response.type === 'slice') for (const chat of response.chats) byID.set(chat.id, chat);
      else if (response.type === 'done')
        end(() => {
          resolve(byID);
        });
      else
        end(() => {
          reject(new Error(response.message));
        });
    });
    worker.addEventListener('error', (event) => {
      end(() => {
        reject(new Error(event.message || 'The chat list worker failed'));
      });
    });
    send({ type: 'read', databaseName, sliceSize, held: hold.held() });
  });
}
