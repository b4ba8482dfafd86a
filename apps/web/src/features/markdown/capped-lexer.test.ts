import { describe, expect, it } from 'vitest';
import { hostileMarkdown } from '@confab/test-kit';
import type { Token } from 'marked';
import { splitCompletedBlocks, emptyBlockSplitState } from './block-splitting.ts';
import type { FlattenedToken } from './flattened-token.ts';
import { inlineMarkupLimit, markdownNestingLimit, tableColumnLimit } from './markdown-limits.ts';
import { lexMarkdown } from './markdown-lexer.ts';
import { mathExtensions } from './math/math-extensions.ts';

interface Nested {
  tokens?: Token[];
  items?: Token[];
  header?: { tokens: Token[] }[];
  rows?: { tokens: Token[] }[][];
}

function childrenOf(token: Token): Token[] {
  const nested = token as Nested;
  return [
    ...(nested.tokens ?? []),
    ...(nested.items ?? []),
    ...(nested.header ?? []).flatMap((cell) => cell.tokens),
    ...(nested.rows ?? []).flat().flatMap((cell) => cell.tokens),
  ];
}

/** Containers (quotes, lists) on the deepest path of the tree. */
function containerDepth(tokens: readonly Token[]): number {
  let deepest = 0;
  for (const token of tokens) {
    const own = token.type === 'blockquote' || token.type === 'list' ? 1 : 0;
    deepest = Math.max(deepest, own + containerDepth(childrenOf(token)));
  }
  return deepest;
}

/** Inline spans (emphasis, links...) on the deepest path, counted from a paragraph's tokens. */
function spanDepth(tokens: readonly Token[]): number {
  let deepest = 0;
  for (const token of tokens) {
    const own = ['em', 'strong', 'del', 'link', 'image'].includes(token.type) ? 1 : 0;
    deepest = Math.max(deepest, own + spanDepth(childrenOf(token)));
  }
  return deepest;
}

function flattened(tokens: readonly Token[]): FlattenedToken[] {
  return tokens.flatMap((token) =>
    token.type === 'flattened' ? [token as unknown as FlattenedToken] : flattened(childrenOf(token)),
  );
}

describe('the bounded lexer', () => {
  it('lexes thousands of nested quotes as the nesting limit of quotes and the rest as flat text', () => {
    const tokens = lexMarkdown(hostileMarkdown['nested quotes']);
    expect(containerDepth(tokens)).toBe(markdownNestingLimit);
    const [rest] = flattened(tokens);
    expect(rest?.reason).toBe('nesting');
    expect(rest?.text).toContain('deep quote');
  });

  it('bounds a deeply nested list, and quotes followed by one (the answer of the report)', () => {
    for (const text of [hostileMarkdown['nested list'], hostileMarkdown['quotes then list']]) {
      const tokens = lexMarkdown(text);
      expect(containerDepth(tokens)).toBeLessThanOrEqual(markdownNestingLimit);
      expect(flattened(tokens).map((token) => token.reason)).toContain('nesting');
      // Nothing is lost: the deepest item is in the flat text.
      expect(flattened(tokens).some((token) => token.text.includes('level 80'))).toBe(true);
    }
  });

  it('draws nesting below the limit as it is, and the content of the deepest container as text', () => {
    const below = lexMarkdown(`${'> '.repeat(markdownNestingLimit - 1)}*inside*\n`);
    expect(containerDepth(below)).toBe(markdownNestingLimit - 1);
    expect(flattened(below)).toEqual([]);

    const at = lexMarkdown(`${'> '.repeat(markdownNestingLimit)}*inside*\n`);
    expect(containerDepth(at)).toBe(markdownNestingLimit);
    expect(flattened(at)).toMatchObject([{ reason: 'nesting', text: '*inside*' }]);
  });

  it('bounds nested emphasis at the same limit', () => {
    const tokens = lexMarkdown(hostileMarkdown['nested emphasis']);
    const paragraph = tokens[0] as Token & { tokens: Token[] };
    expect(spanDepth(paragraph.tokens)).toBe(markdownNestingLimit);
    expect(flattened(tokens).map((token) => token.reason)).toEqual(['nesting']);
  });

  it.each([
    'run of [',
    '*a run',
    '_a run',
    'nested link openers',
    'nested image openers',
    'e-mail-like run',
  ] as const)('shows a paragraph with a %s as its text, without parsing it', (name) => {
    const text = hostileMarkdown[name];
    const tokens = lexMarkdown(text);
    const [plain] = flattened(tokens);
    expect(plain?.reason).toBe('markup');
    expect(plain?.text.trim()).toBe(text.trim());
  });

  it('parses a paragraph with up to the limit of markup characters as usual', () => {
    const text = `${'**bold** '.repeat(inlineMarkupLimit / 4)}\n`;
    const tokens = lexMarkdown(text);
    expect(flattened(tokens)).toEqual([]);
    const paragraph = tokens[0] as Token & { tokens: Token[] };
    expect(paragraph.tokens.filter((token) => token.type === 'strong')).toHaveLength(inlineMarkupLimit / 4);
  });

  it('shows a table wider than the limit as its source and keeps narrower ones', () => {
    const wide = lexMarkdown(hostileMarkdown['2,000-column table']);
    expect(wide.some((token) => token.type === 'table')).toBe(false);
    expect(flattened(wide)).toMatchObject([{ reason: 'table' }]);

    const cells = Array.from({ length: tableColumnLimit }, () => 'c').join('|');
    const dashes = Array.from({ length: tableColumnLimit }, () => '-').join('|');
    const narrow = lexMarkdown(`|${cells}|\n|${dashes}|\n|${cells}|\n`);
    expect(narrow[0]).toMatchObject({ type: 'table' });
    expect((narrow[0] as Token & { header: unknown[] }).header).toHaveLength(tableColumnLimit);
  });

  it('keeps the offsets of every bounded input true, so streaming splits as it does at once', () => {
    for (const text of Object.values(hostileMarkdown)) {
      const tokens = lexMarkdown(text);
      expect(tokens.reduce((total, token) => total + token.raw.length, 0)).toBe(text.length);
      let chunked = emptyBlockSplitState;
      for (let end = 0; end <= text.length; end += 997)
        chunked = splitCompletedBlocks(chunked, text.slice(0, end));
      chunked = splitCompletedBlocks(chunked, text);
      const whole = splitCompletedBlocks(emptyBlockSplitState, text);
      expect(chunked.completed.map((block) => block.source)).toEqual(
        whole.completed.map((block) => block.source),
      );
      expect(chunked.tail.source).toBe(whole.tail.source);
    }
  });
});

describe('math syntax on hostile input', () => {
  const blockMath = mathExtensions[0];

  it('does not cut a paragraph at a $$ line that opens no formula', () => {
    // Answering such a line made marked lex the paragraph a character at a time.
    expect(blockMath?.start?.call({} as never, hostileMarkdown['$$ lines'])).toBeUndefined();
    expect(blockMath?.start?.call({} as never, 'text\n$$\nx^2\n$$\n')).toBe(5);
  });

  it('ends an inline formula before another opener', () => {
    const tokens = lexMarkdown('\\(a \\(b\\)\n');
    const formulas = (tokens[0] as Token & { tokens: Token[] }).tokens.filter(
      (token) => token.type === 'inlineMath',
    );
    expect(formulas).toMatchObject([{ tex: 'b' }]);
  });
});
