import { useEffect, useState } from 'react';
import { emptyBlockSplitState, type BlockSplitState } from './block-splitting.ts';
import { advanceSplit, isFullySplit, type IncrementalSplit } from './incremental-split.ts';

/**
 * Keeps the block split of a growing text between renders. Each new text advances the split from
 * where it was (render-phase update, React's "adjusting state when a prop changes" pattern); a
 * large jump is finished step by step in later tasks.
 */
export function useBlockSplit(text: string): { split: BlockSplitState; fullySplit: boolean } {
  const [state, setState] = useState<IncrementalSplit & { requested: string }>(() => ({
    ...advanceSplit({ split: emptyBlockSplitState, target: '' }, text),
    requested: text,
  }));

  let current = state;
  if (state.requested !== text) {
    current = { ...advanceSplit(state, text), requested: text };
    setState(current);
  }
  const fullySplit = isFullySplit(current);

  useEffect(() => {
    if (fullySplit) return;
    const timer = setTimeout(() => {
      setState((latest) => ({ ...advanceSplit(latest, latest.requested), requested: latest.requested }));
    }, 0);
    return () => {
      clearTimeout(timer);
    };
  }, [current, fullySplit]);

  return { split: current.split, fullySplit };
}
