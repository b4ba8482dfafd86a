import { describe, expect, it } from 'vitest';
import { splitCompletedBlocks, emptyBlockSplitState } from './block-splitting.ts';
import { groupIntoSections, sectionCharacters } from './block-sections.ts';

function blocksOf(text: string) {
  return splitCompletedBlocks(emptyBlockSplitState, text).completed;
}

const paragraphs = (count: number, from = 0) =>
  Array.from({ length: count }, (_, index) => `Paragraph ${from + index} ${'words '.repeat(40)}`).join(
    '\n\n',
  );

describe('groupIntoSections', () => {
  it('keeps every block once, in order, in sections of about the budget', () => {
    const blocks = blocksOf(`${paragraphs(200)}\n\nlast`);
    const sections = groupIntoSections(blocks);
    expect(sections.flatMap((section) => section.blocks)).toEqual(blocks);
    for (const section of sections.slice(0, -1)) {
      expect(section.characters).toBeGreaterThanOrEqual(sectionCharacters);
      const withoutLast = section.characters - (section.blocks.at(-1)?.source.length ?? 0);
      expect(withoutLast).toBeLessThan(sectionCharacters);
    }
  });

  it('reuses closed sections as they were when more blocks arrive, and rebuilds only the last', () => {
    const firstState = splitCompletedBlocks(emptyBlockSplitState, `${paragraphs(50)}\n\nmore`);
    const before = groupIntoSections(firstState.completed);
    const grown = splitCompletedBlocks(
      firstState,
      `${paragraphs(50)}\n\nmore\n\n${paragraphs(30, 50)}\n\nend`,
    ).completed;
    const after = groupIntoSections(grown, before);
    const closedBefore = before.slice(0, -1);
    expect(after.slice(0, closedBefore.length)).toEqual(closedBefore);
    closedBefore.forEach((section, index) => {
      expect(after[index]).toBe(section);
    });
    expect(after.flatMap((section) => section.blocks)).toEqual(grown);
  });

  it('rebuilds a closed section when a block inside it was lexed again for a later definition', () => {
    const withReference = `${paragraphs(5)}\n\nSee [the source][1].\n\n${paragraphs(20, 5)}\n\nmore`;
    const firstState = splitCompletedBlocks(emptyBlockSplitState, withReference);
    const before = groupIntoSections(firstState.completed);
    const grown = splitCompletedBlocks(
      firstState,
      `${withReference}\n\n[1]: https://example.com/source\n\nend`,
    ).completed;
    const after = groupIntoSections(grown, before);
    expect(after[0]).not.toBe(before[0]);
    expect(after[1]).toBe(before[1]);
    expect(after.flatMap((section) => section.blocks)).toEqual(grown);
    const reference = after[0]?.blocks.find((block) => block.source.startsWith('See'));
    expect(JSON.stringify(reference?.tokens)).toContain('"href":"https://example.com/source"');
  });

  it('starts again when the text was replaced', () => {
    const before = groupIntoSections(blocksOf(`${paragraphs(40)}\n\nx`));
    const replaced = blocksOf(`${paragraphs(40, 1000)}\n\ny`);
    const after = groupIntoSections(replaced, before);
    expect(after.flatMap((section) => section.blocks)).toEqual(replaced);
    expect(after[0]).not.toBe(before[0]);
  });

  it('makes no section of no blocks', () => {
    expect(groupIntoSections([])).toEqual([]);
  });
});
