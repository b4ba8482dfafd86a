import { createConditionWaits } from '@confab/core';

/**
 * Whether the sidebar's read of the whole list waits. Its first screen is shown from a few indexed
 * reads; the rest (10,000 chats: every record decoded on the page, then held by the garbage
 * collector) waits while an answer streams, as the search index does, unless the person turns to the
 * sidebar or it cannot show its first screen without the whole list. Once wanted, it never waits
 * again in this page.
 */
export interface WholeListHold {
  held(): boolean;
  /** Resolves when the read may go on. */
  whenFree(): Promise<void>;
  /** Called with `held()` on each change; returns the unsubscribe. */
  onChange(listener: (held: boolean) => void): () => void;
  setAnswersArriving(arriving: boolean): void;
  /** The person needs the whole list now: it is read, streaming or not. */
  want(): void;
}

export function createWholeListHold(): WholeListHold {
  let arriving = false;
  let wanted = false;
  const waits = createConditionWaits();
  const listeners = new Set<(held: boolean) => void>();
  const held = () => arriving && !wanted;
  const update = (change: () => void) => {
    const before = held();
    change();
    if (held() === before) return;
    waits.changed();
    for (const listener of listeners) listener(held());
  };
  return {
    held,
    whenFree: () => waits.waitWhile(held),
    onChange(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    setAnswersArriving(next) {
      update(() => {
        arriving = next;
      });
    },
    want() {
      update(() => {
        wanted = true;
      });
    },
  };
}

/** The app's one hold: told by the chat engine, released by the sidebar. */
export const wholeListHold = createWholeListHold();

export function holdChatListForAnswers(arriving: boolean): void {
  wholeListHold.setAnswersArriving(arriving);
}
