import type { MarkdownBlock } from './block-splitting.ts';

/**
 * Source characters per section. A section is the unit drawn when it comes near the viewport: small
 * enough that drawing one (math and all) is a short task, large enough that a 100,000-token answer
 * has a few hundred stand-ins rather than thousands.
 */
export const sectionCharacters = 3_000;

/** Consecutive completed blocks, drawn together once they come near the viewport. */
export interface MarkdownSection {
  blocks: readonly MarkdownBlock[];
  characters: number;
}

function isClosed(section: MarkdownSection): boolean {
  return section.characters >= sectionCharacters;
}

/**
 * Groups blocks into sections of about `sectionCharacters`. Where `blocks` extends the blocks that
 * `previous` was made from, closed sections are reused as they are, so memoised sections skip
 * rendering; only the last, still filling, is rebuilt (and a closed one whose blocks were lexed
 * again).
 */
export function groupIntoSections(
  blocks: readonly MarkdownBlock[],
  previous: readonly MarkdownSection[] = [],
): MarkdownSection[] {
  const sections: MarkdownSection[] = [];
  let index = 0;
  for (const section of previous) {
    if (!isClosed(section)) break;
    const sameText = section.blocks.every((block, offset) => {
      const now = blocks[index + offset];
      return now !== undefined && now.start === block.start && now.source === block.source;
    });
    if (!sameText) break;
    // A block of the same text can still be new: lexed again for a reference link whose
    // definition arrived later. Only that section is rebuilt; the ones after it stay.
    const sameBlocks = section.blocks.every((block, offset) => block === blocks[index + offset]);
    sections.push(
      sameBlocks
        ? section
        : { blocks: blocks.slice(index, index + section.blocks.length), characters: section.characters },
    );
    index += section.blocks.length;
  }
  let current: MarkdownBlock[] = [];
  let characters = 0;
  for (; index < blocks.length; index += 1) {
    const block = blocks[index];
    if (!block) break;
    current.push(block);
    characters += block.source.length;
    if (characters >= sectionCharacters) {
      sections.push({ blocks: current, characters });
      current = [];
      characters = 0;
    }
  }
  if (current.length > 0) sections.push({ blocks: current, characters });
  return sections;
}
