import { describe, expect, it } from 'vitest';
import { chatToHTML } from './format-html.ts';
import { chatToMarkdown } from './format-markdown.ts';
import { exportDate } from './export-labels.ts';
import { exportChat, exportMessage } from './test-chat.ts';

// A whole number of milliseconds, as the record schemas accept, past the last time a Date holds.
const beyondDates = 9_000_000_000_000_000;

const chat = exportChat(
  [
    exportMessage('u1', 0, { role: 'user', content: 'First <question>' }),
    exportMessage('a1', 1, { role: 'assistant', content: 'The answer', parentUUID: 'u1' }),
  ],
  { createdAt: beyondDates },
);

describe('export dates', () => {
  it('are null past what a Date can hold, or when the formatter throws', () => {
    expect(exportDate(beyondDates)).toBeNull();
    expect(
      exportDate(0, () => {
        throw new RangeError('Invalid time value');
      }),
    ).toBeNull();
    expect(exportDate(Date.UTC(2026, 0, 31, 14, 5))).toEqual({
      iso: '2026-01-31T14:05:00.000Z',
      text: '2026-01-31 14:05 UTC',
    });
  });

  it('leave the date out of an HTML export instead of failing it, and every message is still there', () => {
    const html = chatToHTML(chat);
    expect(html).not.toContain('<time');
    expect(html).toContain('First &lt;question&gt;');
    expect(html).toContain('The answer');
  });

  it('leave the date out of a Markdown export instead of failing it', () => {
    const markdown = chatToMarkdown(chat);
    expect(markdown.startsWith('# Trip plan\n\n### User')).toBe(true);
    expect(markdown).toContain('The answer');
  });
});
