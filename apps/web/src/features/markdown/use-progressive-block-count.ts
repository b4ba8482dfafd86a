import { useEffect, useState } from 'react';
import type { MarkdownBlock } from './block-splitting.ts';

/** Source characters (and blocks) added to the page in one task when a long text arrives at once. */
export const renderBatchCharacters = 15_000;
export const renderBatchBlocks = 150;

/** How many blocks to show after `from` so that one batch stays within the budget (at least one). */
export function batchEnd(blocks: readonly MarkdownBlock[], from: number): number {
  let end = from;
  let characters = 0;
  while (end < blocks.length && end - from < renderBatchBlocks) {
    const length = blocks[end]?.source.length ?? 0;
    if (end > from && characters + length > renderBatchCharacters) break;
    characters += length;
    end += 1;
  }
  return end;
}

/**
 * The number of completed blocks to render now. When drawing everything at once (`progressive`), a
 * stream adds a block or two at a time and shows them at once, and a long answer arriving whole is
 * added one batch per task, so the tab never freezes. Otherwise every block is placed at once:
 * sections away from the viewport cost one text node each.
 */
export function useProgressiveBlockCount(blocks: readonly MarkdownBlock[], progressive: boolean): number {
  const [renderedCount, setRenderedCount] = useState(0);
  const from = Math.min(renderedCount, blocks.length);
  const shown = progressive ? batchEnd(blocks, from) : blocks.length;

  useEffect(() => {
    if (shown >= blocks.length) return;
    const timer = setTimeout(() => {
      setRenderedCount(shown);
    }, 0);
    return () => {
      clearTimeout(timer);
    };
  }, [shown, blocks.length]);

  return shown;
}
