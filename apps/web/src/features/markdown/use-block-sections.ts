import { useState } from 'react';
import type { MarkdownBlock } from './block-splitting.ts';
import { groupIntoSections, type MarkdownSection } from './block-sections.ts';

/** The sections of a growing block list, closed sections keeping their identity between renders. */
export function useBlockSections(blocks: readonly MarkdownBlock[]): readonly MarkdownSection[] {
  const [state, setState] = useState(() => ({ blocks, sections: groupIntoSections(blocks) }));
  if (state.blocks === blocks) return state.sections;
  // React's "adjusting state when a prop changes" pattern: one render, no effect round trip.
  const next = { blocks, sections: groupIntoSections(blocks, state.sections) };
  setState(next);
  return next.sections;
}
