import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { AgentVersion } from '@confab/core';
import { formFieldClassNames } from '@confab/ui';
import { editorMessages, editorValueMessages } from './editor-messages.ts';
import { VersionPreview } from './version-preview.tsx';

export interface AgentHistoryPanelProps {
  versions: AgentVersion[];
  onRevert: (version: AgentVersion) => void;
}

/** The update history, newest first; choosing an entry previews it below the list. */
export function AgentHistoryPanel({ versions, onRevert }: AgentHistoryPanelProps) {
  const intl = useIntl();
  const [previewID, setPreviewID] = useState<string | null>(null);
  const numberOf = (id: string | undefined) => versions.findIndex((version) => version.id === id) + 1;
  const latestID = versions.at(-1)?.id;
  const previewed = versions.find((version) => version.id === previewID);

  return (
    <section className="agent-history" aria-label={intl.formatMessage(editorMessages.history)}>
      <h3 className="agent-history__title">{intl.formatMessage(editorMessages.history)}</h3>
      {versions.length === 0 ? (
        <p className={formFieldClassNames.hint}>{intl.formatMessage(editorMessages.historyEmpty)}</p>
      ) : (
        <ol className="agent-history__list" reversed>
          {[...versions].reverse().map((version) => (
            <li key={version.id}>
              <button
                type="button"
                className="agent-history__entry"
                aria-pressed={version.id === previewID}
                onClick={() => {
                  setPreviewID(version.id);
                }}
              >
                <span>
                  {intl.formatMessage(editorValueMessages.version, {
                    number: numberOf(version.id),
                    time: intl.formatDate(version.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
                  })}
                </span>
                {version.id === latestID ? (
                  <span className="agent-history__tag">{intl.formatMessage(editorMessages.latest)}</span>
                ) : null}
                {version.revertedFromID ? (
                  <span className="agent-history__note">
                    {intl.formatMessage(editorValueMessages.revertedFrom, {
                      number: numberOf(version.revertedFromID),
                    })}
                  </span>
                ) : null}
              </button>
            </li>
          ))}
        </ol>
      )}
      {previewed ? (
        <VersionPreview
          version={previewed}
          isLatest={previewed.id === latestID}
          onRevert={(version) => {
            setPreviewID(null);
            onRevert(version);
          }}
          onClose={() => {
            setPreviewID(null);
          }}
        />
      ) : null}
    </section>
  );
}
