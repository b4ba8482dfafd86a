import type { StorageChange } from '../ports/index.ts';
import { findMessageMatch } from './message-match.ts';
import { SearchIndex } from './search-index.ts';
import { toIndexedChat, toMessageTexts, type SearchSource } from './search-source.ts';
import { queryWords } from './search-terms.ts';
import type { SearchResult } from './search-types.ts';

export interface SearchStatus {
  state: 'building' | 'ready';
  chats: number;
  messages: number;
  /** How long the first build took, once it is done. */
  buildMilliseconds?: number;
  /** Distinct terms and term-to-chat entries, once built (the index's size). */
  terms?: number;
  postings?: number;
}

export interface SearchAnswer {
  results: SearchResult[];
  total: number;
}

export interface SearchServiceOptions {
  /** A monotonic clock in milliseconds (performance.now in the browser), for the build time. */
  now: () => number;
  /** Chats read per batch while building. */
  batchSize?: number;
  /** How long changes wait before they are indexed (a search indexes them at once). */
  updateDelayMilliseconds?: number;
  onStatus?: (status: SearchStatus) => void;
  /** Reports a failed update; the chats stay marked and are read again by the next one. */
  onError?: (error: unknown) => void;
  setTimer: (callback: () => void, milliseconds: number) => unknown;
}

/**
 * Builds the index from a source, keeps it current from change events (this tab's and other tabs'),
 * and answers queries with snippets cut from the messages of the chats shown.
 */
export class SearchService {
  private readonly index = new SearchIndex();
  private readonly dirty = new Set<string>();
  private ready: Promise<void> | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private timerPending = false;
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly source: SearchSource,
    private readonly options: SearchServiceOptions,
  ) {}

  /** Starts the first build (once); changes heard meanwhile are indexed right after it. */
  start(): Promise<void> {
    this.ready ??= this.build();
    return this.ready;
  }

  stop(): void {
    this.unsubscribe?.();
  }

  statistics() {
    return this.index.statistics();
  }

  async search(query: string, limit: number): Promise<SearchAnswer> {
    await this.start();
    await this.flush();
    const words = queryWords(query);
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
    return { results, total };
  }

  private async build(): Promise<void> {
    const started = this.options.now();
    this.unsubscribe = this.source.subscribe((change) => {
      this.hear(change);
    });
    const chats = await this.source.listChats();
    const batchSize = this.options.batchSize ?? 200;
    let messageCount = 0;
    this.options.onStatus?.({ state: 'building', chats: 0, messages: 0 });
    for (let from = 0; from < chats.length; from += batchSize) {
      const batch = chats.slice(from, from + batchSize);
      const messages = await this.source.messagesOfChats(batch.map((chat) => chat.id));
      for (const chat of batch) {
        const ofChat = messages.get(chat.id) ?? [];
        messageCount += ofChat.length;
        this.index.putChat(toIndexedChat(chat, ofChat));
      }
    }
    this.index.compact();
    this.options.onStatus?.({
      ...this.index.statistics(),
      state: 'ready',
      messages: messageCount,
      buildMilliseconds: this.options.now() - started,
    });
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
      const chatIDs = [...this.dirty];
      this.dirty.clear();
      if (chatIDs.length === 0) return;
      try {
        await this.update(chatIDs);
      } catch (error) {
        for (const chatID of chatIDs) this.dirty.add(chatID);
        this.options.onError?.(error);
      }
    });
    return this.flushing;
  }

  private async update(chatIDs: readonly string[]): Promise<void> {
    const metas = await Promise.all(chatIDs.map((chatID) => this.source.getChat(chatID)));
    const messages = await this.source.messagesOfChats(chatIDs);
    for (const [position, chatID] of chatIDs.entries()) {
      const meta = metas[position];
      if (meta) this.index.putChat(toIndexedChat(meta, messages.get(chatID) ?? []));
      else this.index.removeChat(chatID);
    }
    if (this.index.needsCompaction) this.index.compact();
  }
}
