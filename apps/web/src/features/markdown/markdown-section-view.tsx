import { memo, type CSSProperties } from 'react';
import type { MarkdownSection } from './block-sections.ts';
import { MarkdownBlockView } from './markdown-block-view.tsx';
import { useNearViewport } from './use-near-viewport.ts';

// A rough drawn height for a stand-in, so the scrollbar of a long answer is about right before it
// is drawn: wrapped lines of the source at the body line height.
const estimatedCharactersPerLine = 90;
const estimatedLinePixels = 26;

function estimatedHeight(section: MarkdownSection): number {
  let lines = 0;
  for (const block of section.blocks) {
    for (const line of block.source.split('\n')) {
      lines += Math.max(1, Math.ceil(line.length / estimatedCharactersPerLine));
    }
  }
  return lines * estimatedLinePixels;
}

interface MarkdownSectionViewProps {
  section: MarkdownSection;
  /**
   * Draw now wherever it is (a short text, the print view) instead of when it comes near the
   * viewport. A section mounted drawn stays drawn when its text later grows long.
   */
  drawNow: boolean;
}

/**
 * Part of a long answer. Until it comes within a screen of the viewport it stands in as its source
 * text: cheap (one text node), found by find-in-page and read by screen readers, and laid out only
 * when on screen. Once near, its blocks are drawn and stay drawn.
 */
export const MarkdownSectionView = memo(function MarkdownSectionView({
  section,
  drawNow,
}: MarkdownSectionViewProps) {
  const [ref, near] = useNearViewport<HTMLDivElement>({ measureOnMount: true, initiallyNear: drawNow });
  if (drawNow || near) {
    return (
      <div className="markdown__section">
        {section.blocks.map((block) => (
          <MarkdownBlockView key={block.start} block={block} complete />
        ))}
      </div>
    );
  }
  const style = { containIntrinsicBlockSize: `auto ${estimatedHeight(section)}px` } satisfies CSSProperties;
  return (
    <div ref={ref} className="markdown__section markdown__section--source" style={style}>
      {section.blocks.map((block) => block.source).join('')}
    </div>
  );
});
