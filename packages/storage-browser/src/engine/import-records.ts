import type { TombstoneTableName } from '@confab/core/entities';
import {
  InvalidRecordError,
  type ImportBatch,
  type ImportRecordsOptions,
  type StorageTableName,
} from '@confab/core/ports';
import type { ChangeDescription } from './change-hub.ts';
import { dropTombstones, writeTombstones, type EngineContext } from './engine-context.ts';
import type { BackendTransaction, StoredRow } from './record-backend.ts';
import { chatRow, recordKey, requireValid } from './record-codecs.ts';

/** Rows per put: small enough that an abort or a progress report comes often, large enough to stay fast. */
const sliceSize = 1_000;

type KeyedTable = Exclude<TombstoneTableName, 'chats' | 'messages'>;

interface ValidBatch {
  chatRows: StoredRow[];
  messageRows: StoredRow[];
  /** Message uuids per chat, to find the stored messages an imported chat no longer holds. */
  keptMessages: Map<string, Set<string>>;
  tables: [KeyedTable, StoredRow[]][];
  total: number;
}

/** Every record through its schema before the transaction opens: one bad record writes nothing. */
function validateBatch(batch: ImportBatch): ValidBatch {
  const chatRows: StoredRow[] = [];
  const messageRows: StoredRow[] = [];
  const keptMessages = new Map<string, Set<string>>();
  for (const chat of batch.chats ?? []) {
    const meta = requireValid('chats', chat.meta);
    const kept = new Set<string>();
    for (const message of chat.messages) {
      const valid = requireValid('messages', message);
      if (valid.chatID !== meta.id) {
        throw new InvalidRecordError('messages', [`message ${valid.uuid} belongs to chat ${valid.chatID}`]);
      }
      kept.add(valid.uuid);
      messageRows.push(valid);
    }
    chatRows.push(chatRow(meta));
    keptMessages.set(meta.id, kept);
  }
  const keyed = (table: KeyedTable, records: readonly object[] | undefined): [KeyedTable, StoredRow[]] => [
    table,
    (records ?? []).map((record) => ({ ...requireValid(table, record) })),
  ];
  const tables = [
    keyed('folders', batch.folders),
    keyed('prompts', batch.prompts),
    keyed('agents', batch.agents),
    keyed('plugins', batch.plugins),
    keyed('profiles', batch.profiles),
    keyed('customModels', batch.customModels),
    keyed('settings', batch.settings),
    keyed('blobs', batch.blobs),
    keyed('knowledgeCollections', batch.knowledgeCollections),
    keyed('files', batch.files),
  ].filter(([, rows]) => rows.length > 0);
  const total = chatRows.length + messageRows.length + tables.reduce((sum, [, rows]) => sum + rows.length, 0);
  return { chatRows, messageRows, keptMessages, tables, total };
}

const allTables: StorageTableName[] = [
  'chats',
  'messages',
  'folders',
  'prompts',
  'agents',
  'plugins',
  'profiles',
  'customModels',
  'settings',
  'blobs',
  'knowledgeCollections',
  'files',
  'tombstones',
];

/**
 * The import's one write (agents spec §4): everything lands in one transaction or nothing does.
 * The transaction never waits on a timer (IndexedDB would commit it when idle), so the abort is
 * checked between slices of requests, and throwing rolls every earlier slice back.
 */
export async function importRecords(
  context: EngineContext,
  batch: ImportBatch,
  options: ImportRecordsOptions = {},
): Promise<void> {
  const { signal, onProgress } = options;
  signal?.throwIfAborted();
  const valid = validateBatch(batch);
  if (valid.total === 0) return;
  let written = 0;
  const putInSlices = async (transaction: BackendTransaction, table: StorageTableName, rows: StoredRow[]) => {
    for (let start = 0; start < rows.length; start += sliceSize) {
      signal?.throwIfAborted();
      const slice = rows.slice(start, start + sliceSize);
      await transaction.put(table, slice);
      written += slice.length;
      onProgress?.(written, valid.total);
    }
  };
  const changes = await context.backend.transact('write', allTables, async (transaction) => {
    const changes: ChangeDescription[] = [];
    const chatIDs = [...valid.keptMessages.keys()];
    changes.push(...(await dropStaleMessages(context, transaction, chatIDs, valid.keptMessages)));
    await putInSlices(transaction, 'chats', valid.chatRows);
    await putInSlices(transaction, 'messages', valid.messageRows);
    if (chatIDs.length > 0) {
      changes.push({ table: 'chats', ids: chatIDs });
      const messageIDs = valid.messageRows.map((row) => String(row.uuid));
      changes.push({ table: 'messages', ids: messageIDs, chatIDs });
      changes.push(...(await dropTombstones(transaction, 'chats', chatIDs)));
    }
    for (const [table, rows] of valid.tables) {
      await putInSlices(transaction, table, rows);
      const ids = rows.map((row) => String(recordKey(table, row)));
      changes.push({ table, ids }, ...(await dropTombstones(transaction, table, ids)));
    }
    signal?.throwIfAborted();
    return changes;
  });
  context.hub.emit(changes);
}

/** An imported chat replaces the stored one whole: its stored messages that the file lacks go, with tombstones. */
async function dropStaleMessages(
  context: EngineContext,
  transaction: BackendTransaction,
  chatIDs: readonly string[],
  keptMessages: ReadonlyMap<string, ReadonlySet<string>>,
): Promise<ChangeDescription[]> {
  const stored = await transaction.getMany('chats', chatIDs);
  const changes: ChangeDescription[] = [];
  for (const [index, chatID] of chatIDs.entries()) {
    if (stored[index] === undefined) continue;
    const kept = keptMessages.get(chatID);
    const stale = (await transaction.messagesOfChat(chatID))
      .map((message) => String(message.uuid))
      .filter((uuid) => !kept?.has(uuid));
    if (stale.length === 0) continue;
    await transaction.delete('messages', stale);
    changes.push({ table: 'messages', ids: stale, chatIDs: [chatID] });
    changes.push(...(await writeTombstones(transaction, 'messages', stale, context.clock.now(), chatID)));
  }
  return changes;
}
