import { useSyncExternalStore } from 'react';

/** A message the conversation should bring into view once it shows the chat (set by search results). */
export interface ScrollTarget {
  chatID: string;
  messageUUID: string;
}

let current: ScrollTarget | undefined;
const listeners = new Set<() => void>();

function announce(): void {
  for (const listener of listeners) listener();
}

/** Asks the conversation of `chatID` to scroll to the message and highlight it briefly. */
export function requestScrollToMessage(target: ScrollTarget): void {
  current = target;
  announce();
}

/** The conversation calls this once it has scrolled, so a later visit does not scroll again. */
export function clearScrollTarget(target: ScrollTarget): void {
  if (current !== target) return;
  current = undefined;
  announce();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useScrollTarget(chatID: string | undefined): ScrollTarget | undefined {
  const target = useSyncExternalStore(subscribe, () => current);
  return target && target.chatID === chatID ? target : undefined;
}
