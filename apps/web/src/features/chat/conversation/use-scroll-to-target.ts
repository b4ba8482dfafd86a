import { useEffect, type RefObject } from 'react';
import type { Message } from '@confab/core';
import { clearScrollTarget, useScrollTarget, type ScrollTarget } from './scroll-target.ts';

/** How long the target message stays highlighted (the CSS animation has the same length). */
const highlightMilliseconds = 2_000;

/** The rendered messages (and cleared-context separators), in path order after the hidden ones. */
const messageSelector = ':scope > article, :scope > .conversation-log__cleared';

/** The pending scroll target of this conversation and its position in the path (-1 when absent). */
export function useConversationTarget(path: readonly Message[]): { target?: ScrollTarget; index: number } {
  const target = useScrollTarget(path[0]?.chatID);
  if (!target) return { index: -1 };
  return { target, index: path.findIndex((message) => message.uuid === target.messageUUID) };
}

export interface ScrollToTargetOptions {
  target: ScrollTarget | undefined;
  index: number;
  /** How many messages of the path are hidden behind "Show earlier messages". */
  hidden: number;
  pathLength: number;
  logRef: RefObject<HTMLDivElement | null>;
  followRef: RefObject<boolean>;
  /** Called once the target is on screen, so the pages revealed for it stay revealed. */
  onShown: () => void;
}

/**
 * Once the chat's messages are rendered, scrolls the target into the middle of the log, stops
 * following the newest answer, and highlights the message for a moment. A target that is not in the
 * path (another branch, a deleted message) is dropped.
 */
export function useScrollToTarget(options: ScrollToTargetOptions): void {
  const { target, index, hidden, pathLength, logRef, followRef, onShown } = options;
  useEffect(() => {
    if (!target || pathLength === 0) return;
    const frame = requestAnimationFrame(() => {
      const element =
        index >= 0 ? logRef.current?.querySelectorAll(messageSelector)[index - hidden] : undefined;
      clearScrollTarget(target);
      if (!(element instanceof HTMLElement)) return;
      followRef.current = false;
      element.scrollIntoView({ block: 'center' });
      element.setAttribute('data-search-target', '');
      window.setTimeout(() => {
        element.removeAttribute('data-search-target');
      }, highlightMilliseconds);
      onShown();
    });
    return () => {
      cancelAnimationFrame(frame);
    };
  }, [target, index, hidden, pathLength, logRef, followRef, onShown]);
}
