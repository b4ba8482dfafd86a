// Model answers written to overflow the stack or to make the Markdown lexer do work quadratic in
// their length (docs/rendering.md, "Bounds"). Before the lexer had bounds the nesting ones threw
// "Maximum call stack size exceeded" and the others cost up to seconds per lexing, paid again on
// every redraw of a streaming answer. Each stays near 10,000 characters, so that streamed one
// character per chunk (`npm run bench -- markdown-hostile`) the stream itself takes well under 2 s.

function nestedList(depth: number): string {
  return Array.from({ length: depth }, (_, level) => `${'  '.repeat(level)}- level ${level + 1}`).join('\n');
}

function tableOf(columns: number, rows: number): string {
  const row = (cell: string) => `|${Array.from({ length: columns }, () => cell).join('|')}|`;
  return [row('h'), row('-'), ...Array.from({ length: rows }, () => row('c'))].join('\n');
}

/** The answer of the report: thousands of quote markers, then a deeply nested list. */
export const deeplyNestedAnswer = `${'>'.repeat(5_000)} deep quote\n\n${nestedList(80)}\n`;

/** Each class of blow-up on its own, by name. */
export const hostileMarkdown = {
  'nested quotes': `${'>'.repeat(5_000)} deep quote\n`,
  'nested list': `${nestedList(80)}\n`,
  'quotes then list': deeplyNestedAnswer,
  'nested emphasis': `${'*a '.repeat(200)}b${' c*'.repeat(200)}\n`,
  'run of [': `${'['.repeat(5_000)}x\n`,
  '*a run': `${'*a'.repeat(5_000)}\n`,
  '_a run': `${'_a '.repeat(3_000)}\n`,
  'nested link openers': `${'['.repeat(2_000)}x${'](u)'.repeat(2_000)}\n`,
  'nested image openers': `${'!['.repeat(1_500)}x${'](u)'.repeat(1_500)}\n`,
  '2,000-column table': `${tableOf(2_000, 1)}\n`,
  '$$ lines': '$$ a\n'.repeat(2_000),
  '\\( run': `${'\\('.repeat(5_000)}\n`,
  'e-mail-like run': `${'a@a.'.repeat(2_500)}\n`,
} as const satisfies Record<string, string>;

export type HostileMarkdownName = keyof typeof hostileMarkdown;
