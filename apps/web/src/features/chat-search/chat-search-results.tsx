import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { SearchResult } from '@confab/core/search';
import { useDelayedFlag } from '@confab/ui';
import { formatHashRoute } from '../../routing/hash-route.ts';
import { requestScrollToMessage } from '../chat/index.ts';
import { HighlightedSnippet } from './highlighted-snippet.tsx';
import { useSearchAnswer } from './use-search-answer.ts';
import './chat-search-results.css';

export interface ChatSearchResultsProps {
  /** Trimmed, debounced query of at least 2 characters. */
  query: string;
  activeChatID: string | undefined;
  onOpenChat: (chatID: string) => void;
}

/** "Searching…" appears only when an answer takes longer than this. */
const searchingNoticeDelay = 300;

export function ChatSearchResults({ query, activeChatID, onOpenChat }: ChatSearchResultsProps) {
  const intl = useIntl();
  const search = useSearchAnswer(query);
  // While the index is first built, titles answer at once; "no match" waits for the full answer.
  const waiting =
    search.state === 'pending' ||
    (search.state === 'done' && !search.answer.complete && search.answer.results.length === 0);
  const showSearching = useDelayedFlag(waiting, searchingNoticeDelay);
  if (search.state === 'pending' || waiting) {
    return (
      <p className="chat-search__status" role="status">
        {showSearching
          ? intl.formatMessage({ id: 'chatSearch.searching', defaultMessage: 'Searching…' })
          : null}
      </p>
    );
  }
  if (search.state === 'failed') {
    return (
      <p className="chat-search__status" role="alert">
        {intl.formatMessage({
          id: 'chatSearch.failed',
          defaultMessage: 'Search is not available right now. Try again in a moment.',
        })}
      </p>
    );
  }
  const { results, total } = search.answer;
  if (results.length === 0) {
    return (
      <p className="chat-search__status" role="status">
        {intl.formatMessage({ id: 'chatSearch.empty', defaultMessage: 'No chat matches your search.' })}
      </p>
    );
  }
  return (
    <nav aria-label={intl.formatMessage({ id: 'chatSearch.label', defaultMessage: 'Search results' })}>
      <ul className="chat-search__results">
        {results.map((result) => (
          <li key={result.chatID}>
            <ResultLink
              result={result}
              active={result.chatID === activeChatID}
              onOpen={() => {
                if (result.messageUUID) {
                  requestScrollToMessage({ chatID: result.chatID, messageUUID: result.messageUUID });
                }
                onOpenChat(result.chatID);
              }}
            />
          </li>
        ))}
      </ul>
      {total > results.length ? (
        <p className="chat-search__more">
          {intl.formatMessage(
            {
              id: 'chatSearch.more',
              defaultMessage:
                'Showing the best {shown} of {total} matching chats. Add words to narrow it down.',
            },
            { shown: results.length, total },
          )}
        </p>
      ) : null}
    </nav>
  );
}

function ResultLink({
  result,
  active,
  onOpen,
}: {
  result: SearchResult;
  active: boolean;
  onOpen: () => void;
}) {
  const intl = useIntl();
  const snippetID = useId();
  const title =
    result.title.trim() === ''
      ? intl.formatMessage({ id: 'chat.untitled', defaultMessage: 'New Chat' })
      : result.title;
  const tagLine =
    !result.snippet && result.matchedTagNames.length > 0
      ? intl.formatMessage(
          { id: 'chatSearch.tags', defaultMessage: 'Tags: {tags}' },
          { tags: result.matchedTagNames.join(', ') },
        )
      : undefined;
  return (
    <a
      className={active ? 'chat-search__link chat-search__link--active' : 'chat-search__link'}
      href={formatHashRoute({ tab: 'chat', chatId: result.chatID })}
      aria-current={active ? 'page' : undefined}
      aria-label={title}
      aria-describedby={result.snippet || tagLine ? snippetID : undefined}
      onClick={(event) => {
        event.preventDefault();
        onOpen();
      }}
    >
      <span className="chat-search__title">{title}</span>
      {result.snippet ? <HighlightedSnippet snippet={result.snippet} id={snippetID} /> : null}
      {tagLine ? (
        <span className="chat-search__snippet" id={snippetID}>
          {tagLine}
        </span>
      ) : null}
    </a>
  );
}
