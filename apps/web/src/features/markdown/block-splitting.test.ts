import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { emptyBlockSplitState, splitCompletedBlocks, type BlockSplitState } from './block-splitting.ts';
import { advanceSplit, isFullySplit, splitStepCharacters } from './incremental-split.ts';

const tricky = [
  '# Title\nIntro paragraph with **bold** and `code`.\n\n',
  '- one\n- two\n\n- three after a blank line\n\n',
  '1. first\n\n2. second\n\n3986 was not a list item\n\n',
  '```js\nconst a = 1;\n\nconst b = 2;\n```\n\n',
  '    indented code\n\n    still code\n\nParagraph.\n\n',
  '| a | b |\n|---|:-:|\n| 1 | 2 |\n\n',
  '> quote one\n\n> quote two\n\n',
  '$$\nx^2 + y^2\n$$\n\nInline $a+b$ and \\(c\\).\n\n',
  '<div>\nraw html\n\nafter</div>\n\n',
  '<script>\nalert(1)\n\nstill script\n</script>\n\n',
  'Setext\n===\n\n***\n\n',
  '- [x] done\n- [ ] open\n\n',
  'Line one\r\nline two\r\n\r\nNext.\n\n',
  // Reference links resolve against definitions anywhere in the text, earlier or later blocks.
  'See [the docs][ref], [Other] and [missing][nowhere].\n\n',
  '[ref]: https://example.com/docs "Docs"\n\n',
  '> [other]: https://example.org/quoted\n\n',
  '[REF]: https://second.example/ignored\n\n',
  '```\nunclosed fence\n\nwith blank lines',
];

function feed(chunks: readonly string[]): BlockSplitState {
  let state = emptyBlockSplitState;
  let text = '';
  for (const chunk of chunks) {
    text += chunk;
    state = splitCompletedBlocks(state, text);
  }
  return state;
}

function blocksOf(state: BlockSplitState) {
  return [...state.completed, state.tail]
    .filter((block) => block.source !== '')
    .map(({ start, source, tokens }) => ({ start, source, tokens: JSON.stringify(tokens) }));
}

function chunksOf(text: string, cuts: number[]): string[] {
  const points = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort((a, b) => a - b);
  const chunks: string[] = [];
  let previous = 0;
  for (const point of [...points, text.length]) {
    chunks.push(text.slice(previous, point));
    previous = point;
  }
  return chunks;
}

describe('splitCompletedBlocks', () => {
  it('splits at blank lines and keeps the growing block in the tail', () => {
    const state = splitCompletedBlocks(emptyBlockSplitState, 'First.\n\nSecond\n\nThird is');
    expect(state.completed.map((block) => block.source)).toEqual(['First.\n\n', 'Second\n\n']);
    expect(state.tail).toMatchObject({ start: 16, source: 'Third is' });
    expect(state.completedEnd).toBe(16);
  });

  it('never cuts inside an open fence, a list that may continue, or indented code', () => {
    const fence = splitCompletedBlocks(emptyBlockSplitState, '```\na\n\nb\n\nc');
    expect(fence.completed).toEqual([]);
    const list = splitCompletedBlocks(emptyBlockSplitState, '- a\n\n- b\n\n1');
    expect(list.completed).toEqual([]);
    const code = splitCompletedBlocks(emptyBlockSplitState, '    a\n\n    b');
    expect(code.completed).toEqual([]);
  });

  it('reuses completed blocks as the same objects when text is appended', () => {
    const first = splitCompletedBlocks(emptyBlockSplitState, 'One.\n\nTwo.\n\nThr');
    const second = splitCompletedBlocks(first, 'One.\n\nTwo.\n\nThree.');
    expect(second.completed[0]).toBe(first.completed[0]);
    expect(second.completed[1]).toBe(first.completed[1]);
  });

  it('starts again when the completed part was edited', () => {
    const first = splitCompletedBlocks(emptyBlockSplitState, 'One.\n\nTwo.\n\nThree');
    const edited = splitCompletedBlocks(first, 'Uno.\n\nTwo.\n\nThree');
    expect(edited.completed[0]?.source).toBe('Uno.\n\n');
  });

  it('gives the same blocks whether the text arrives at once or token by token', () => {
    const text = tricky.join('');
    const oneShot = blocksOf(splitCompletedBlocks(emptyBlockSplitState, text));
    const byCodeUnit = blocksOf(feed(Array.from({ length: text.length }, (_, index) => text.charAt(index))));
    const byWord = blocksOf(feed(text.split(/(?<=\s)/)));
    expect(byCodeUnit).toEqual(oneShot);
    expect(byWord).toEqual(oneShot);
    expect(oneShot.length).toBeGreaterThan(10);
  });

  it('gives the same blocks for any chunking of any mix of tricky markdown', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...tricky), { minLength: 1, maxLength: 8 }),
        fc.array(fc.nat(), { maxLength: 30 }),
        (parts, cuts) => {
          const text = parts.join('');
          const oneShot = blocksOf(splitCompletedBlocks(emptyBlockSplitState, text));
          expect(blocksOf(feed(chunksOf(text, cuts)))).toEqual(oneShot);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('covers every character exactly once', () => {
    const text = tricky.join('');
    const state = splitCompletedBlocks(emptyBlockSplitState, text);
    const normalised = text.replace(/\r\n?/g, '\n');
    expect([...state.completed, state.tail].map((block) => block.source).join('')).toBe(normalised);
  });
});

describe('advanceSplit', () => {
  it('splits a long text in bounded steps to the same blocks as one split', () => {
    const text = tricky.slice(0, -1).join('').repeat(400);
    expect(text.length).toBeGreaterThan(splitStepCharacters * 3);
    let state = advanceSplit({ split: emptyBlockSplitState, target: '' }, text);
    let steps = 1;
    while (!isFullySplit(state)) {
      state = advanceSplit(state, text);
      steps += 1;
    }
    expect(steps).toBe(Math.ceil(text.replace(/\r/g, '').length / splitStepCharacters));
    expect(blocksOf(state.split)).toEqual(blocksOf(splitCompletedBlocks(emptyBlockSplitState, text)));
  });
});
