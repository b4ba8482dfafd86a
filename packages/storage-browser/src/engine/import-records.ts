import type { TombstoneTableName } from '@confab/core/entities';
import {
  InvalidRecordError,
  type ImportBatch,
  type ImportedChatRecords,
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

const keyedTables = (batch: ImportBatch): [KeyedTable, readonly object[]][] =>
  (
    [
      ['folders', batch.folders],
      ['prompts', batch.prompts],
      ['agents', batch.agents],
      ['plugins', batch.plugins],
      ['profiles', batch.profiles],
      ['customModels', batch.customModels],
      ['settings', batch.settings],
      ['blobs', batch.blobs],
      ['knowledgeCollections', batch.knowledgeCollections],
      ['files', batch.files],
    ] as [KeyedTable, readonly object[] | undefined][]
  ).flatMap(([table, records]) => (records && records.length > 0 ? [[table, records]] : []));

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
 * Puts slices with the next one already on its way: while the database writes one slice, the
 * worker validates and sends the next, so neither side waits for the other (measured: the
 * database's share alone is most of the write). One slice stays in flight at most, which keeps the
 * transaction busy (IndexedDB commits an idle one) and bounds what is queued.
 */
class SliceWriter {
  private inFlight: Promise<void> = Promise.resolve();
  private written = 0;

  constructor(
    private readonly transaction: BackendTransaction,
    private readonly total: number,
    private readonly options: ImportRecordsOptions,
  ) {}

  async put(table: StorageTableName, rows: readonly StoredRow[]): Promise<void> {
    const { signal, onProgress } = this.options;
    signal?.throwIfAborted();
    const sent = this.transaction.put(table, rows).then(() => {
      this.written += rows.length;
      // After an abort the transaction rolls back: a late slice must not report progress.
      if (!signal?.aborted) onProgress?.(this.written, this.total);
    });
    // Awaited by the next put or by `drain`; if something throws first, the abort makes it fail.
    sent.catch(() => undefined);
    const previous = this.inFlight;
    this.inFlight = sent;
    await previous;
  }

  async drain(): Promise<void> {
    await this.inFlight;
    this.options.signal?.throwIfAborted();
  }
}

/** Every message of every chat, validated a slice at a time (a bad one throws and rolls all back). */
function* messageSlices(chats: readonly ImportedChatRecords[]): Generator<StoredRow[]> {
  let slice: StoredRow[] = [];
  for (const chat of chats) {
    for (const message of chat.messages) {
      const valid = requireValid('messages', message);
      if (valid.chatID !== chat.meta.id) {
        throw new InvalidRecordError('messages', [`message ${valid.uuid} belongs to chat ${valid.chatID}`]);
      }
      slice.push(valid);
      if (slice.length === sliceSize) {
        yield slice;
        slice = [];
      }
    }
  }
  if (slice.length > 0) yield slice;
}

function* rowSlices<Row>(rows: readonly Row[], toRow: (row: Row) => StoredRow): Generator<StoredRow[]> {
  for (let start = 0; start < rows.length; start += sliceSize) {
    yield rows.slice(start, start + sliceSize).map(toRow);
  }
}

/**
 * The import's one write (agents spec §4): everything lands in one transaction or nothing does.
 * Chats are validated before it opens; every other record goes through its entity schema just
 * before its slice is sent: one invalid record
 * throws `InvalidRecordError`, which aborts the transaction, so nothing is written (validating all
 * first would hold a second copy of every record at once). The transaction never waits on a timer
 * (IndexedDB would commit it when idle), so the abort is checked between slices, and throwing rolls
 * every earlier slice back.
 */
export async function importRecords(
  context: EngineContext,
  batch: ImportBatch,
  options: ImportRecordsOptions = {},
): Promise<void> {
  options.signal?.throwIfAborted();
  const chats = batch.chats ?? [];
  const tables = keyedTables(batch);
  const total =
    chats.reduce((sum, chat) => sum + 1 + chat.messages.length, 0) +
    tables.reduce((sum, [, records]) => sum + records.length, 0);
  if (total === 0) return;
  // The chats first, before the transaction: their ids are looked up in it, and they are few.
  const chatRows = chats.map((chat) => chatRow(requireValid('chats', chat.meta)));
  const changes = await context.backend.transact('write', allTables, async (transaction) => {
    const writer = new SliceWriter(transaction, total, options);
    const changes = await dropStaleMessages(context, transaction, chats);
    for (const rows of rowSlices(chatRows, (row) => row)) await writer.put('chats', rows);
    for (const rows of messageSlices(chats)) await writer.put('messages', rows);
    const keyedIDs: [KeyedTable, string[]][] = [];
    for (const [table, records] of tables) {
      for (const rows of rowSlices(records, (record) => ({ ...requireValid(table, record) }))) {
        await writer.put(table, rows);
      }
      keyedIDs.push([table, records.map((record) => String(recordKey(table, record as StoredRow)))]);
    }
    await writer.drain();
    if (chats.length > 0) {
      const chatIDs = chats.map((chat) => chat.meta.id);
      const messageIDs = chats.flatMap((chat) => chat.messages.map((message) => message.uuid));
      changes.push({ table: 'chats', ids: chatIDs }, { table: 'messages', ids: messageIDs, chatIDs });
      changes.push(...(await dropTombstones(transaction, 'chats', chatIDs)));
    }
    for (const [table, ids] of keyedIDs) {
      changes.push({ table, ids }, ...(await dropTombstones(transaction, table, ids)));
    }
    options.signal?.throwIfAborted();
    return changes;
  });
  context.hub.emit(changes);
}

/** An imported chat replaces the stored one whole: its stored messages that the file lacks go, with tombstones. */
async function dropStaleMessages(
  context: EngineContext,
  transaction: BackendTransaction,
  chats: readonly ImportedChatRecords[],
): Promise<ChangeDescription[]> {
  const stored = await transaction.getMany(
    'chats',
    chats.map((chat) => chat.meta.id),
  );
  const changes: ChangeDescription[] = [];
  for (const [index, chat] of chats.entries()) {
    if (stored[index] === undefined) continue;
    const chatID = chat.meta.id;
    const kept = new Set(chat.messages.map((message) => message.uuid));
    const stale = (await transaction.messagesOfChat(chatID))
      .map((message) => String(message.uuid))
      .filter((uuid) => !kept.has(uuid));
    if (stale.length === 0) continue;
    await transaction.delete('messages', stale);
    changes.push({ table: 'messages', ids: stale, chatIDs: [chatID] });
    changes.push(...(await writeTombstones(transaction, 'messages', stale, context.clock.now(), chatID)));
  }
  return changes;
}
