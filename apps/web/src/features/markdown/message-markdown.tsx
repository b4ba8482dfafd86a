import { useDeferredValue, useMemo, useState } from 'react';
import { MarkdownBlockView } from './markdown-block-view.tsx';
import { MarkdownSectionView } from './markdown-section-view.tsx';
import { useBlockSections } from './use-block-sections.ts';
import { useBlockSplit } from './use-block-split.ts';
import { useProgressiveBlockCount } from './use-progressive-block-count.ts';
import './message-markdown.css';

/**
 * Texts up to this length are drawn whole at once: windowing a short message would only add a layout
 * read per section, and a screenful of text is cheap to draw. Past it, a section is drawn when it
 * comes near the view. This limit is for a text opened whole (a chat opened, a search hit): where
 * its view will be is decided after its sections mount (the log's pin, the scroll to a hit), so a
 * windowed section there could show its source for a frame.
 */
export const windowedTextCharacters = 24_000;

/**
 * The limit for a text that arrived while it was drawn (an answer streamed here). The chat log
 * follows it, and its sections measure from the log's end, where the view will be
 * (`use-near-viewport.ts`): a 2,000-token answer (about 12,000 characters) arriving at once is drawn
 * at its end in the frame that ends the stream, and above that once the reader scrolls up.
 */
export const arrivedTextWindowCharacters = 6_000;

export interface MessageMarkdownProps {
  text: string;
  /** True while the text is still arriving: the last block may grow, so it is drawn plainly. */
  streaming?: boolean;
  /**
   * Draw every part now (in batches), not only the parts near the viewport: for the print view,
   * where everything must be on paper.
   */
  drawAll?: boolean;
}

/**
 * Renders a message's markdown: model output, and user, edited, imported and shared messages, all
 * through this one path. Markdown becomes React elements (never an HTML string), so raw HTML in the
 * text is shown as text; the only markup set through innerHTML is highlighting, math and diagrams,
 * each sanitised with DOMPurify first. Artifacts run in a sandboxed frame.
 */
export function MessageMarkdown({ text, streaming = false, drawAll = false }: MessageMarkdownProps) {
  // Typing elsewhere on the page stays responsive while a fast stream re-renders the tail. An answer's
  // first words are not deferred: they are cheap to draw, and a deferred render would wait for the
  // stream's reader to give way (a fast stream showed nothing until its backlog was read). Nor is the
  // final text: deferring it drew the last tokens in a second render, often a frame later.
  const deferred = useDeferredValue(text);
  const deferredText = deferred === '' || !streaming ? text : deferred;
  const { split, fullySplit } = useBlockSplit(deferredText, { streaming });
  const shownCount = useProgressiveBlockCount(split.completed, drawAll);
  const allCompletedShown = shownCount >= split.completed.length;
  const shownBlocks = useMemo(
    () => (allCompletedShown ? split.completed : split.completed.slice(0, shownCount)),
    [allCompletedShown, split.completed, shownCount],
  );
  const sections = useBlockSections(shownBlocks);
  // Mounted while streaming: the text arrives here, with the log following it.
  const [arrivedHere] = useState(streaming);
  const windowAfter = arrivedHere ? arrivedTextWindowCharacters : windowedTextCharacters;
  const drawNow = drawAll || split.completedEnd <= windowAfter;
  const rendered =
    !streaming && fullySplit && allCompletedShown && deferredText === text ? 'complete' : 'partial';

  return (
    <div className="markdown" data-rendered={rendered}>
      {sections.map((section) => (
        <MarkdownSectionView key={section.blocks[0]?.start} section={section} drawNow={drawNow} />
      ))}
      {allCompletedShown && split.tail.source !== '' ? (
        <MarkdownBlockView key={split.tail.start} block={split.tail} complete={rendered === 'complete'} />
      ) : null}
    </div>
  );
}
