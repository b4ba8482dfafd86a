import { useEffect, useState } from 'react';
import { emptyBlockSplitState, type BlockSplitState } from './block-splitting.ts';
import {
  advanceSplit,
  isFullySplit,
  streamingStepCharacters,
  type IncrementalSplit,
} from './incremental-split.ts';

/**
 * Keeps the block split of a growing text between renders. Each new text advances the split from
 * where it was (render-phase update, React's "adjusting state when a prop changes" pattern); a
 * large jump is finished step by step in later tasks. Mounted while the text is `streaming`, the
 * first render takes a smaller step, so the words that arrived first are drawn without the rest.
 */
export function useBlockSplit(
  text: string,
  { streaming = false }: { streaming?: boolean } = {},
): { split: BlockSplitState; fullySplit: boolean } {
  const [state, setState] = useState<IncrementalSplit & { requested: string }>(() => ({
    ...advanceSplit(
      { split: emptyBlockSplitState, target: '' },
      text,
      streaming ? streamingStepCharacters : undefined,
    ),
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
