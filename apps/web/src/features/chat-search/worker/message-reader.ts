import { requestResult } from '@confab/storage-browser';
import type { SearchableMessage } from '@confab/core/search';

/** The three string fields the search needs, checked one by one (rows are not schema-validated here). */
function searchableMessage(row: Record<string, unknown>): SearchableMessage | undefined {
  const { uuid, chatID, content, responses } = row;
  if (typeof uuid !== 'string' || typeof chatID !== 'string' || typeof content !== 'string') return undefined;
  const answers = Array.isArray(responses)
    ? (responses as unknown[]).flatMap((answer) => {
        const text =
          typeof answer === 'object' && answer !== null
            ? (answer as { content?: unknown }).content
            : undefined;
        return typeof text === 'string' ? [{ content: text }] : [];
      })
    : [];
  return { uuid, chatID, content, ...(answers.length > 0 ? { responses: answers } : {}) };
}

/**
 * Reads message text for many chats in one read transaction, one getAll per chat on the
 * [chatID+order] index (a single cursor over many keys would step record by record), so in order.
 * It goes to the database directly instead of through the storage port, which validates every record
 * against its full schema: the build reads every message and needs only three string fields.
 */
export async function readMessagesOfChats(
  database: IDBDatabase,
  chatIDs: readonly string[],
): Promise<Map<string, SearchableMessage[]>> {
  if (chatIDs.length === 0) return new Map();
  const byChat = database.transaction('messages', 'readonly').objectStore('messages').index('[chatID+order]');
  // [chatID] sorts before every [chatID, order] and [chatID, []] after them: arrays sort above numbers.
  const lists = await Promise.all(
    chatIDs.map(
      (chatID) =>
        requestResult(byChat.getAll(IDBKeyRange.bound([chatID], [chatID, []]))) as Promise<
          Record<string, unknown>[]
        >,
    ),
  );
  return new Map(
    chatIDs.map((chatID, index) => [
      chatID,
      (lists[index] ?? []).flatMap((row) => {
        const message = searchableMessage(row);
        return message ? [message] : [];
      }),
    ]),
  );
}
