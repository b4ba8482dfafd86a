import type { StorageChange } from '../ports/index.ts';
import { findMessageMatch } from './message-match.ts';
import { SearchIndex } from './search-index.ts';
import {
  SnapshotGenerations,
  encodeSnapshot,
  restoreSnapshot,
  type SearchSnapshotStore,
} from './search-snapshot.ts';
import { toIndexedChat, toMessageTexts, type SearchSource } from './search-source.ts';
import { queryWords } from './search-terms.ts';
import type { SearchResult } from './search-types.ts';

export interface SearchStatus {
  state: 'building' | 'ready';
  chats: number;
  messages: number;
  /** From the start to a ready index: the restore and catch-up, or the whole build. */
  buildMilliseconds?: number;
  /** Where the ready index came from: a saved snapshot or a build from every message. */
  origin?: 'snapshot' | 'build';
  /** Chats re-read at load because they changed after the snapshot. */
  caughtUp?: number;
  /** Distinct terms and term-to-chat entries, once built (the index's size). */
  terms?: number;
  postings?: number;
}

export interface SearchAnswer {
  results: SearchResult[];
  total: number;
  /**
   * False while the first build runs: then only titles and tags were searched; ask again once the
   * service reports `ready`.
   */
  complete: boolean;
}

export interface SearchServiceOptions {
  /** A monotonic clock in milliseconds (performance.now in the browser), for the build time. */
  now: () => number;
  /** Chats read per batch while building. */
  batchSize?: number;
  /** How long changes wait before they are indexed (a search indexes them at once). */
  updateDelayMilliseconds?: number;
  /** Where the index is saved and found again after a reload; without it every start builds. */
  snapshots?: SearchSnapshotStore;
  /** How long after an update the snapshot is saved (a burst of writes costs one save). */
  saveDelayMilliseconds?: number;
  /**
   * Called between the slices of a saved index's checks and between build batches; resolves when
   * the work may go on (the app's worker waits while an answer streams). Titles answer meanwhile once
   * a build has read them.
   */
  pause?: () => Promise<void>;
  /**
   * Called before a scheduled save of the index; resolves when it may run. Encoding a large index
   * is the worker's heaviest step after a build, and the app's worker holds it while an answer
   * streams (it shares the cores with the page).
   */
  beforeSave?: () => Promise<void>;
  onStatus?: (status: SearchStatus) => void;
  /** A snapshot was saved: the sequence it has read up to and how long encoding and writing took. */
  onSaved?: (saved: { sequence: number; milliseconds: number }) => void;
  /** Reports a failed update, save or unusable snapshot; an update's chats are read again next time. */
  onError?: (error: unknown) => void;
  setTimer: (callback: () => void, milliseconds: number) => unknown;
}

class SnapshotRejected extends Error {}

/**
 * Restores the index from its snapshot and catches up with the chats written since (or builds it when
 * there is none), keeps it current from change events (this tab's and other tabs'), saves it again
 * after changes, and answers queries with snippets cut from the messages of the chats shown.
 */
export class SearchService {
  private index = new SearchIndex();
  /** Titles and tags only, answering while the first build runs. */
  private titles: SearchIndex | undefined;
  private titlesReady: Promise<void>;
  private markTitlesReady: () => void = () => undefined;
  private readonly dirty = new Set<string>();
  private sequence = 0;
  private messageCount = 0;
  private generations: SnapshotGenerations | undefined;
  private ready: Promise<void> | undefined;
  private isReady = false;
  private flushing: Promise<void> = Promise.resolve();
  private timerPending = false;
  private saveTimerPending = false;
  private unsaved = false;
  private unsubscribe: (() => void) | undefined;
  /** Between steps of the restore and the build: the app's worker waits there while an answer streams. */
  private readonly pauseForOthers = (): Promise<void> => this.options.pause?.() ?? Promise.resolve();

  constructor(
    private readonly source: SearchSource,
    private readonly options: SearchServiceOptions,
  ) {
    this.titlesReady = new Promise((resolve) => {
      this.markTitlesReady = resolve;
    });
  }

  /** Restores or builds the index (once); changes heard meanwhile are indexed right after it. */
  start(): Promise<void> {
    this.ready ??= this.open();
    return this.ready;
  }

  stop(): void {
    this.unsubscribe?.();
  }

  statistics() {
    return this.index.statistics();
  }

  async search(query: string, limit: number): Promise<SearchAnswer> {
    const ready = this.start();
    if (!this.isReady) await Promise.race([ready, this.titlesReady]);
    const words = queryWords(query);
    if (!this.isReady && this.titles) {
      const { hits, total } = this.titles.search(words, limit);
      const results = hits.map((hit): SearchResult => ({
        chatID: hit.chatID,
        title: hit.title,
        activityAt: hit.activityAt,
        matchedTagNames: hit.matchedTagNames,
      }));
      return { results, total, complete: false };
    }
    await ready;
    await this.flush();
    const { hits, total } = this.index.search(words, limit);
    const messages = await this.source.messagesOfChats(hits.map((hit) => hit.chatID));
    const results = hits.map((hit): SearchResult => {
      const match = findMessageMatch(words, toMessageTexts(messages.get(hit.chatID) ?? []));
      return {
        chatID: hit.chatID,
        title: hit.title,
        activityAt: hit.activityAt,
        matchedTagNames: hit.matchedTagNames,
        ...(match ? { messageUUID: match.messageUUID, snippet: match.snippet } : {}),
      };
    });
    return { results, total, complete: true };
  }

  private async open(): Promise<void> {
    const started = this.options.now();
    this.unsubscribe = this.source.subscribe((change) => {
      this.hear(change);
    });
    const caughtUp = await this.restore();
    if (caughtUp === undefined) await this.build();
    this.isReady = true;
    this.titles = undefined;
    this.markTitlesReady();
    this.options.onStatus?.({
      ...this.index.statistics(),
      state: 'ready',
      messages: this.messageCount,
      buildMilliseconds: this.options.now() - started,
      origin: caughtUp === undefined ? 'build' : 'snapshot',
      ...(caughtUp === undefined ? {} : { caughtUp }),
    });
    if (caughtUp === undefined) void this.saveNow();
    else if (this.unsaved) this.scheduleSave();
  }

  /**
   * The saved index brought up to date: the chats written since its sequence are read again, then the
   * number of chats must match the store's. Returns how many chats were re-read, or undefined when
   * there is no usable snapshot (the index is then empty again and the caller builds).
   */
  private async restore(): Promise<number | undefined> {
    const { snapshots } = this.options;
    if (!snapshots || !this.source.changesSince) return undefined;
    try {
      const snapshot = await snapshots.load();
      if (!snapshot) return undefined;
      const restored = await restoreSnapshot(snapshot, this.pauseForOthers);
      if (!restored) throw new SnapshotRejected('The saved search index is outdated or damaged');
      this.index = restored;
      this.sequence = snapshot.state.sequence;
      this.messageCount = snapshot.state.messages;
      this.generations = new SnapshotGenerations(restored, snapshot.frozen.generation);
      return await this.applyChanges(true);
    } catch (error) {
      this.options.onError?.(error);
      this.index = new SearchIndex();
      this.sequence = 0;
      this.messageCount = 0;
      return undefined;
    }
  }

  private async build(): Promise<void> {
    // Read first: every write after this number is read again after the build.
    this.sequence = (await this.source.changesSince?.(0))?.sequence ?? 0;
    this.dirty.clear();
    const chats = await this.source.listChats();
    const titles = new SearchIndex();
    for (const chat of chats) titles.putChat(toIndexedChat(chat, []));
    titles.compact();
    this.titles = titles;
    this.markTitlesReady();
    const batchSize = this.options.batchSize ?? 200;
    this.messageCount = 0;
    this.options.onStatus?.({ state: 'building', chats: 0, messages: 0 });
    for (let from = 0; from < chats.length; from += batchSize) {
      await this.pauseForOthers();
      const batch = chats.slice(from, from + batchSize);
      const messages = await this.source.messagesOfChats(batch.map((chat) => chat.id));
      for (const chat of batch) {
        const ofChat = messages.get(chat.id) ?? [];
        this.messageCount += ofChat.length;
        this.index.putChat(toIndexedChat(chat, ofChat));
      }
    }
    await this.applyChanges(false);
    this.index.compact();
    this.generations = new SnapshotGenerations(this.index);
  }

  private hear(change: StorageChange): void {
    if (change.table === 'chats') for (const id of change.ids) this.dirty.add(id);
    else if (change.table === 'messages') for (const id of change.chatIDs ?? []) this.dirty.add(id);
    else return;
    if (this.timerPending) return;
    this.timerPending = true;
    this.options.setTimer(() => {
      this.timerPending = false;
      void this.flush();
    }, this.options.updateDelayMilliseconds ?? 1000);
  }

  /** Re-reads the chats that changed; runs one at a time so two flushes never interleave. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (!this.ready) return;
      await this.ready;
      try {
        if ((await this.applyChanges(false)) > 0) this.scheduleSave();
      } catch (error) {
        this.options.onError?.(error);
      }
    });
    return this.flushing;
  }

  /**
   * Indexes the chats heard of and those the change log lists after the index's sequence. With
   * `verify`, the chat count must then match the store's, else the snapshot is rejected.
   */
  private async applyChanges(verify: boolean): Promise<number> {
    const log = await this.source.changesSince?.(this.sequence);
    if (log && log.sequence < this.sequence) {
      throw new SnapshotRejected('The change log is behind the saved index (was the database replaced?)');
    }
    const chatIDs = [...new Set([...this.dirty, ...(log?.chatIDs ?? [])])];
    this.dirty.clear();
    try {
      await this.update(chatIDs);
    } catch (error) {
      for (const chatID of chatIDs) this.dirty.add(chatID);
      throw error;
    }
    if (log) this.sequence = log.sequence;
    if (chatIDs.length > 0) this.unsaved = true;
    if (verify && log && log.chatCount !== this.index.chatCount) {
      throw new SnapshotRejected(
        `The saved search index holds ${String(this.index.chatCount)} chats, the store ${String(log.chatCount)}`,
      );
    }
    return chatIDs.length;
  }

  private async update(chatIDs: readonly string[]): Promise<void> {
    if (chatIDs.length === 0) return;
    const metas = await Promise.all(chatIDs.map((chatID) => this.source.getChat(chatID)));
    const messages = await this.source.messagesOfChats(chatIDs);
    for (const [position, chatID] of chatIDs.entries()) {
      const meta = metas[position];
      if (meta) this.index.putChat(toIndexedChat(meta, messages.get(chatID) ?? []));
      else this.index.removeChat(chatID);
    }
    if (this.index.needsCompaction) this.index.compact();
  }

  private scheduleSave(): void {
    if (!this.options.snapshots || this.saveTimerPending) return;
    this.saveTimerPending = true;
    this.options.setTimer(() => {
      void (async () => {
        await this.options.beforeSave?.();
        this.saveTimerPending = false;
        await this.saveNow();
      })();
    }, this.options.saveDelayMilliseconds ?? 5000);
  }

  /** Saves the index as it is now, after any update in progress; one save or update at a time. */
  saveNow(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      const { snapshots } = this.options;
      if (!snapshots || !this.generations) return;
      this.unsaved = false;
      const started = this.options.now();
      const snapshot = encodeSnapshot(this.index, {
        sequence: this.sequence,
        generation: this.generations.current(this.index),
        messages: this.messageCount,
      });
      try {
        await snapshots.save(snapshot);
        this.options.onSaved?.({
          sequence: snapshot.state.sequence,
          milliseconds: this.options.now() - started,
        });
      } catch (error) {
        this.unsaved = true;
        this.options.onError?.(error);
      }
    });
    return this.flushing;
  }
}
