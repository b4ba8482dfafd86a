import { useEffect, useState } from 'react';
import type { SearchAnswer } from '@confab/core/search';
import { useSearchClient } from './search-client-context.tsx';

/** How many chats a search lists; the count of all matches is shown below them. */
export const searchResultLimit = 20;

export type SearchState =
  { state: 'pending' } | { state: 'done'; answer: SearchAnswer } | { state: 'failed'; message: string };

interface Settled {
  query: string;
  outcome: SearchState;
}

/** The answer for the current query; an answer to an older query is never shown for a newer one. */
export function useSearchAnswer(query: string): SearchState {
  const client = useSearchClient();
  const [settled, setSettled] = useState<Settled | undefined>();
  useEffect(() => {
    let current = true;
    const ask = () => {
      client.search(query, searchResultLimit).then(
        (answer) => {
          if (!current) return;
          setSettled({ query, outcome: { state: 'done', answer } });
          // Titles and tags only, while the index is first built: the full answer follows.
          if (!answer.complete) void client.whenComplete().then(ask);
        },
        (error: unknown) => {
          if (current) setSettled({ query, outcome: { state: 'failed', message: String(error) } });
        },
      );
    };
    ask();
    return () => {
      current = false;
    };
  }, [client, query]);
  return settled?.query === query ? settled.outcome : { state: 'pending' };
}
