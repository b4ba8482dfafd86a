import { describe, expect, it } from 'vitest';
import { cutSnippet, findMessageMatch } from './message-match.ts';
import type { Snippet } from './search-types.ts';

function highlighted(snippet: Snippet): string[] {
  return snippet.ranges.map((range) => snippet.text.slice(range.start, range.end));
}

describe('findMessageMatch', () => {
  const messages = [
    { uuid: 'm1', text: 'We talked about bread.' },
    { uuid: 'm2', text: 'A sourdough starter needs flour and water.' },
    { uuid: 'm3', text: 'More about Sourdough later.' },
  ];

  it('picks the message matching the most words', () => {
    expect(findMessageMatch(['sour', 'starter'], messages)?.messageUUID).toBe('m2');
  });

  it('picks the earliest of equally good messages', () => {
    expect(findMessageMatch(['sourdough'], messages)?.messageUUID).toBe('m2');
  });

  it('is undefined when no message contains a word', () => {
    expect(findMessageMatch(['pasta'], messages)).toBeUndefined();
  });

  it('highlights the matched word starts in the original spelling', () => {
    const match = findMessageMatch(['creme', 'brul'], [{ uuid: 'm', text: 'Try a Crème Brûlée tonight' }]);
    expect(match && highlighted(match.snippet)).toEqual(['Crème', 'Brûl']);
  });
});

describe('cutSnippet', () => {
  it('cuts a window around the first match and marks the cuts', () => {
    const text = `${'lorem ipsum '.repeat(20)}the needle is here ${'dolor sit '.repeat(30)}`;
    const snippet = cutSnippet(text, ['needle']);
    expect(snippet.text.startsWith('…')).toBe(true);
    expect(snippet.text.endsWith('…')).toBe(true);
    expect(snippet.text.length).toBeLessThanOrEqual(162);
    expect(highlighted(snippet)).toEqual(['needle']);
  });

  it('keeps short texts whole and turns line breaks into spaces', () => {
    const snippet = cutSnippet('first line\nsecond needle', ['needle', 'first']);
    expect(snippet.text).toBe('first line second needle');
    expect(highlighted(snippet)).toEqual(['first', 'needle']);
  });
});
