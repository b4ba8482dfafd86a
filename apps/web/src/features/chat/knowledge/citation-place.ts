import type { IntlShape } from 'react-intl';
import type { Citation } from '@confab/core/entities';
import { knowledgeMessages } from './knowledge-messages.ts';

/** Where a passage sits: "page 4", a section path, or both; empty when the document says neither. */
export function citationPlace(intl: IntlShape, citation: Citation): string {
  const page =
    citation.page === undefined
      ? undefined
      : intl.formatMessage(knowledgeMessages.page, { page: citation.page });
  return [page, citation.section].filter((part) => part !== undefined && part !== '').join(' · ');
}
