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
 * rendering; only the last, still filling, is rebuilt.
 */
export function groupIntoSections(
  blocks: readonly MarkdownBlock[],
  previous: readonly MarkdownSection[] = [],
): MarkdownSection[] {
  const sections: MarkdownSection[] = [];
  let index = 0;
  for (const section of previous) {
    const last = section.blocks.length - 1;
    const reusable =
      isClosed(section) &&
      section.blocks[0] === blocks[index] &&
      section.blocks[last] === blocks[index + last];
    if (!reusable) break;
    sections.push(section);
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
