import { createConditionWaits } from '@confab/core';
import { createIndexedDbStorage } from '@confab/storage-browser';
import { readEveryChat } from './read-every-chat.ts';
import type { ChatListWorkerRequest, ChatListWorkerResponse } from './chat-list-worker-protocol.ts';

// The app compiles with the DOM library; a dedicated worker's global scope has these calls.
const scope = self as unknown as {
  postMessage: (message: ChatListWorkerResponse) => void;
  addEventListener: (type: 'message', listener: (event: MessageEvent<ChatListWorkerRequest>) => void) => void;
  close: () => void;
};

/** True while the page says the read waits (an answer streams); the worker's reads share the cores. */
let held = false;
const waits = createConditionWaits();

/** Reads the whole list once, in its own connection to the app's database, then ends. */
async function readWholeList(databaseName: string, sliceSize: number): Promise<void> {
  const storage = createIndexedDbStorage({ databaseName });
  try {
    await readEveryChat(
      storage,
      sliceSize,
      (chats) => {
        scope.postMessage({ type: 'slice', chats });
      },
      () => waits.waitWhile(() => held),
    );
    scope.postMessage({ type: 'done' });
  } catch (error) {
    scope.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  } finally {
    await storage.close();
    scope.close();
  }
}

scope.addEventListener('message', (event) => {
  const request = event.data;
  held = request.held;
  waits.changed();
  if (request.type === 'read') void readWholeList(request.databaseName, request.sliceSize);
});
