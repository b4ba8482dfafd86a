// Heavy markdown for the rendering bench: every construct the renderer handles, repeated to a
// token count (the mock provider counts one token per whitespace-separated word).

const fence = '```';

const diagram = [`${fence}mermaid`, 'graph LR', '  Prompt --> Model --> Answer', fence, ''].join('\n');

function section(index: number): string {
  return [
    `## Section ${index}: a heading with \`code\``,
    '',
    `Paragraph ${index} mixes **bold**, *italic*, ~~struck~~ text, a [link](https://example.com/${index}),`,
    'an autolink https://example.org/page and inline math $a^2 + b^2 = c^2$ in one sentence that',
    'keeps going long enough to wrap across a couple of lines in a normal chat column width.',
    '',
    '- first point with `inline code`',
    '- second point with **emphasis**',
    '  - a nested point',
    '- [x] a finished task',
    '',
    '| Name | Value | Note |',
    '|:---|---:|:---:|',
    `| alpha | ${index} | first |`,
    `| beta | ${index * 2} | second |`,
    '',
    `${fence}typescript`,
    `export function compute${index}(values: number[]): number {`,
    '  // Sum the squares of the values.',
    '  return values.reduce((total, value) => total + value * value, 0);',
    '}',
    fence,
    '',
    '> A quoted remark that closes the section.',
    '',
    '$$',
    `\\sum_{k=1}^{${index}} k = \\frac{${index}(${index}+1)}{2}`,
    '$$',
    '',
  ].join('\n');
}

function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Heavy markdown of at least `tokens` tokens, with one Mermaid diagram at the start. */
export function heavyMarkdown(tokens: number): string {
  const parts = [diagram];
  let words = countWords(diagram);
  for (let index = 1; words < tokens; index += 1) {
    const next = section(index);
    parts.push(next);
    words += countWords(next);
  }
  return parts.join('\n');
}
