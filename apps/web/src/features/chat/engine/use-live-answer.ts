import { useCallback, useSyncExternalStore } from 'react';
import { useChatEngine } from './chat-runner-context.tsx';
import type { LiveAnswer } from '@confab/core/conversation';

/**
 * The streaming copy of an answer while it runs. Live answers are replaced, never mutated, so only
 * the message whose answer changed re-renders on a token.
 */
export function useLiveAnswer(key: string, storedUpdatedAt: number): LiveAnswer | undefined {
  const { live } = useChatEngine();
  const subscribe = useCallback((listener: () => void) => live.subscribe(listener), [live]);
  const answer = useSyncExternalStore(subscribe, () => live.get(key));
  // A finished answer gives way once the screen holds the stored copy of its final write.
  if (answer && !answer.running && answer.storedAt !== undefined && storedUpdatedAt >= answer.storedAt)
    return undefined;
  return answer;
}

export function useAnyRunning(keys: readonly string[]): boolean {
  const { live } = useChatEngine();
  const subscribe = useCallback((listener: () => void) => live.subscribe(listener), [live]);
  return useSyncExternalStore(subscribe, () => live.isRunning(keys));
}
