import type { ChatMeta, StoragePort } from '@confab/core';
import { useLiveQuery } from '../../storage/use-live-query.ts';

/**
 * The first-run "Examples" project (spec agents-sync-keys §4: a fixed id). Its chats are samples,
 * not the person's own, so they never count towards a prompt's threshold.
 */
export const examplesProjectID = 'fo-examples';

export function isOwnChat(chat: Pick<ChatMeta, 'folderID'>): boolean {
  return chat.folderID !== examplesProjectID;
}

/** Reads a few more than asked, so samples among the newest chats cannot hide the person's own. */
const sampleAllowance = 50;

async function countOwnChats(storage: StoragePort, upTo: number): Promise<number> {
  const chats = await storage.chats.query({ includeArchived: true, limit: upTo + sampleAllowance });
  return Math.min(upTo, chats.filter(isOwnChat).length);
}

/**
 * How many chats the person made (archived ones too, samples not), counted up to `upTo`, which is
 * all a threshold needs; live as chats are added or removed. Undefined until first read, and while
 * `enabled` is false (a prompt already answered reads nothing).
 */
export function useOwnChatCount(
  upTo: number,
  { enabled = true }: { enabled?: boolean } = {},
): number | undefined {
  const { value } = useLiveQuery(
    () =>
      enabled
        ? {
            read: (storage: StoragePort) => countOwnChats(storage, upTo),
            watches: (change) => change.table === 'chats',
          }
        : null,
    [upTo, enabled],
  );
  return value;
}
