import type { DynamicContextFailure } from '../projects/index.ts';

type Listener = () => void;

/** Retrieval from the knowledge base failed for a chat's last send (the answer went without it). */
export interface KnowledgeFailure {
  reason: string;
}

/**
 * Notices about what went into a chat's request but is not a message: a dynamic-context endpoint that
 * could not be fetched, or knowledge that could not be retrieved. Held per chat in memory; the next
 * send of the chat replaces them.
 */
export class ContextNotices<Notice = DynamicContextFailure> {
  private readonly notices = new Map<string, readonly Notice[]>();
  private readonly listeners = new Set<Listener>();

  get(chatID: string): readonly Notice[] | undefined {
    return this.notices.get(chatID);
  }

  set(chatID: string, notices: readonly Notice[]): void {
    if (notices.length === 0 && !this.notices.has(chatID)) return;
    if (notices.length === 0) this.notices.delete(chatID);
    else this.notices.set(chatID, notices);
    for (const listener of this.listeners) listener();
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }
}
