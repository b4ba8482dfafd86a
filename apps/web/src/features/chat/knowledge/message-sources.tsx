import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Citation } from '@confab/core/entities';
import { knowledgeMessages } from './knowledge-messages.ts';
import { citationPlace } from './citation-place.ts';
import { PassageDialog } from './passage-dialog.tsx';
import './message-sources.css';

export interface MessageSourcesProps {
  citations: readonly Citation[] | undefined;
}

/**
 * The "Sources" list under an answer that was given knowledge passages: one item per source, each
 * opening the passage it was given. Document text is shown as React text only, never as HTML.
 */
export function MessageSources({ citations }: MessageSourcesProps) {
  const intl = useIntl();
  const headingID = useId();
  const [open, setOpen] = useState<Citation | null>(null);
  if (!citations || citations.length === 0) return null;
  return (
    <section className="message-sources" aria-labelledby={headingID}>
      <h3 id={headingID} className="message-sources__heading">
        {intl.formatMessage(knowledgeMessages.sources)}
      </h3>
      <ol className="message-sources__list" aria-labelledby={headingID}>
        {citations.map((citation) => {
          const place = citationPlace(intl, citation);
          return (
            <li key={citation.number} className="message-sources__item">
              <button
                type="button"
                className="message-sources__button"
                onClick={() => {
                  setOpen(citation);
                }}
              >
                {intl.formatMessage(
                  place === '' ? knowledgeMessages.sourceButton : knowledgeMessages.sourceButtonWithPlace,
                  { number: citation.number, name: citation.documentName, place },
                )}
              </button>
            </li>
          );
        })}
      </ol>
      {open ? (
        <PassageDialog
          citation={open}
          onClose={() => {
            setOpen(null);
          }}
        />
      ) : null}
    </section>
  );
}
