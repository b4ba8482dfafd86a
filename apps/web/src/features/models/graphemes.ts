const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** What a reader counts as characters: a flag or a family emoji is one, not four code points. */
export function graphemes(text: string): string[] {
  return Array.from(segmenter.segment(text), (segment) => segment.segment);
}
