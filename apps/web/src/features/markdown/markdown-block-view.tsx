import { memo } from 'react';
import type { MarkdownBlock } from './block-splitting.ts';
import { renderBlockTokens } from './render-block-tokens.tsx';

interface MarkdownBlockViewProps {
  block: MarkdownBlock;
  complete: boolean;
}

/**
 * One block of the message. Completed blocks keep the same object for the life of the message,
 * so memo skips them on every later token; only the tail renders again.
 */
export const MarkdownBlockView = memo(function MarkdownBlockView({
  block,
  complete,
}: MarkdownBlockViewProps) {
  return <div className="markdown__block">{renderBlockTokens(block.tokens, { complete })}</div>;
});
