import {
  emptyBlockSplitState,
  normaliseLineEndings,
  splitCompletedBlocks,
  type BlockSplitState,
} from './block-splitting.ts';

/** The split so far and the full text it is working towards. */
export interface IncrementalSplit {
  split: BlockSplitState;
  target: string;
}

/**
 * Characters lexed in one step. A 100,000-token answer arriving at once is split in steps of this
 * size, one task each, so no single task holds the main thread; the result is the same as one
 * split because splitting is independent of how the text was fed.
 */
export const splitStepCharacters = 48_000;

/**
 * Characters lexed in the first render of a message mounted while its answer arrives. One mounted
 * after a fast stream had run ahead (its request left while the new chat was still being drawn) was
 * split 48,000 characters at once in the render of its first words: 60 ms of lexing before any text
 * showed. A screenful is a few thousand characters; the rest follows in the next tasks.
 */
export const streamingStepCharacters = 8_000;

/** Moves the split one step towards `target` (normalised), restarting when the text was edited. */
export function advanceSplit(
  current: IncrementalSplit,
  rawTarget: string,
  stepCharacters = splitStepCharacters,
): IncrementalSplit {
  const target = normaliseLineEndings(rawTarget);
  const base = target.startsWith(current.split.text) ? current.split : emptyBlockSplitState;
  const end = Math.min(target.length, base.text.length + stepCharacters);
  const next = end === target.length ? target : target.slice(0, end);
  return { split: splitCompletedBlocks(base, next), target };
}

export function isFullySplit({ split, target }: IncrementalSplit): boolean {
  return split.text === target;
}
