import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { markdownToPlainText } from './markdown-to-plain-text.ts';
import { cleanGeneratedTitle } from './chat-title.ts';
import { chatFieldsFromMessages } from './chat-fields-from-messages.ts';
import { testMessage } from './test-messages.ts';

const plain = (markdown: string, maxLength = 200) => markdownToPlainText(markdown, { maxLength });

describe('markdownToPlainText', () => {
  it.each([
    ['**Hello** # World', 'Hello World'],
    ['# Heading ##', 'Heading'],
    ['Setext\n======', 'Setext'],
    ['*emphasis*, __strong__ and ~~gone~~', 'emphasis, strong and gone'],
    ['Use `npm test` now', 'Use npm test now'],
    ['```ts\nconst answer = 42;\n```', 'const answer = 42;'],
    [
      'See [the docs](https://example.com/a_(b)) and <https://example.org>',
      'See the docs and https://example.org',
    ],
    ['![a cat](cat.png) [ref link][1]\n\n[1]: https://example.com', 'a cat ref link'],
    ['- one\n- [x] two\n1. three', 'one two three'],
    ['> quoted\n>> deeper', 'quoted deeper'],
    ['| A | B |\n|---|:-:|\n| 1 | 2 |', 'A B 1 2'],
    ['<b>bold</b> <!-- note --> text<br/>', 'bold text'],
    ['snake_case_name and C# and #tag', 'snake_case_name and C# and #tag'],
    ['2 * 3 * 4 = 24 \\*literal\\*', '2 * 3 * 4 = 24 *literal*'],
    ['Tom &amp; Jerry &lt;3', 'Tom & Jerry <3'],
    ['---\n\n***', ''],
  ])('%j reads %j', (markdown, expected) => {
    expect(plain(markdown)).toBe(expected);
  });

  it('keeps plain words as they are, one line, whatever Markdown wraps them', () => {
    const words = fc.array(fc.stringMatching(/^[A-Za-z0-9]{1,12}$/), { minLength: 1, maxLength: 8 });
    const wrappers = fc.constantFrom(
      (text: string) => text,
      (text: string) => `**${text}**`,
      (text: string) => `_${text}_`,
      (text: string) => `# ${text}`,
      (text: string) => `### ${text} ###`,
      (text: string) => `> ${text}`,
      (text: string) => `- ${text}`,
      (text: string) => `1. ${text}`,
      (text: string) => `\`${text}\``,
      (text: string) => `[${text}](https://example.com)`,
      (text: string) => `![${text}](image.png)`,
      (text: string) => `<em>${text}</em>`,
      (text: string) => `| ${text} |`,
      (text: string) => `~~${text}~~`,
    );
    fc.assert(
      fc.property(words, wrappers, (list, wrap) => {
        const text = list.join(' ');
        expect(plain(wrap(text))).toBe(text);
      }),
    );
  });

  it('answers one trimmed line of at most maxLength code points for any input', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 400 }),
        fc.integer({ min: 0, max: 80 }),
        (text, max) => {
          const result = markdownToPlainText(text, { maxLength: max });
          expect(Array.from(result).length).toBeLessThanOrEqual(max);
          expect(result).not.toMatch(/[\r\n]/);
          expect(result).toBe(result.trim());
        },
      ),
    );
  });

  it('reads only the start of a huge message', () => {
    const huge = `**Start** here ${'x'.repeat(5_000_000)}`;
    expect(plain(huge, 10)).toBe('Start here');
    const markupOnly = '*_[`<'.repeat(400_000);
    expect(Array.from(plain(markupOnly, 50)).length).toBeLessThanOrEqual(50);
  });
});

describe('where chats show text', () => {
  it('generated titles are plain', () => {
    expect(cleanGeneratedTitle('**Hello** # World')).toBe('Hello World');
    expect(cleanGeneratedTitle('## **Title:** "Trip to Kyoto".')).toBe('Trip to Kyoto');
  });

  it('previews are plain', () => {
    const fields = chatFieldsFromMessages([
      testMessage('u1', 0, { role: 'user', content: '# Plan\n\n**Pack** the [bags](https://x.y) `now`' }),
    ]);
    expect(fields.preview).toBe('Plan Pack the bags now');
  });
});
