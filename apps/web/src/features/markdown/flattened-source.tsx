import { useIntl, type IntlShape } from 'react-intl';
import type { FlattenedReason, FlattenedToken } from './flattened-token.ts';
import { inlineMarkupLimit, markdownNestingLimit, tableColumnLimit } from './markdown-limits.ts';

function noticeOf(intl: IntlShape, reason: FlattenedReason): string {
  switch (reason) {
    case 'nesting':
      return intl.formatMessage(
        {
          id: 'markdown.flattenedNesting',
          defaultMessage: 'Nested more than {limit} levels deep: the rest is shown as plain text.',
        },
        { limit: markdownNestingLimit },
      );
    case 'table':
      return intl.formatMessage(
        {
          id: 'markdown.flattenedTable',
          defaultMessage: 'A table of more than {limit} columns: shown as plain text.',
        },
        { limit: tableColumnLimit },
      );
    case 'markup':
      return intl.formatMessage(
        {
          id: 'markdown.flattenedMarkup',
          defaultMessage: 'More than {limit} formatting characters: shown as plain text.',
        },
        { limit: inlineMarkupLimit },
      );
  }
}

/** A part of a message past a bound of `markdown-limits.ts`: a notice, then its source as text. */
export function FlattenedBlock({ token }: { token: FlattenedToken }) {
  const intl = useIntl();
  return (
    <div className="markdown__flattened">
      <p role="note" className="markdown__notice">
        {noticeOf(intl, token.reason)}
      </p>
      <p className="markdown__flattened-source">{token.text}</p>
    </div>
  );
}

/** The same within a paragraph, a heading or a table cell. */
export function FlattenedInline({ token }: { token: FlattenedToken }) {
  const intl = useIntl();
  return (
    <span className="markdown__flattened-inline">
      <span role="note" className="markdown__notice">
        {noticeOf(intl, token.reason)}
      </span>{' '}
      {token.text}
    </span>
  );
}
