import type { ReactNode } from 'react';
import type { Snippet } from '@confab/core/search';

/** The snippet as React text with its matches in <mark>; never HTML. */
export function HighlightedSnippet({ snippet, id }: { snippet: Snippet; id: string }) {
  const parts: ReactNode[] = [];
  let position = 0;
  for (const range of snippet.ranges) {
    if (range.start > position) parts.push(snippet.text.slice(position, range.start));
    parts.push(<mark key={range.start}>{snippet.text.slice(range.start, range.end)}</mark>);
    position = range.end;
  }
  if (position < snippet.text.length) parts.push(snippet.text.slice(position));
  return (
    <span className="chat-search__snippet" id={id}>
      {parts}
    </span>
  );
}
