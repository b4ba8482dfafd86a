import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@confab/ui';
import { useStorage } from '../../../storage/app-storage.tsx';
import { reindexEverything } from '../knowledge-indexing.tsx';
import { useKnowledgeStatus } from '../status/use-knowledge-status.ts';
import { EmbeddingModelField } from './embedding-model-field.tsx';
import { knowledgeMessages as messages } from './knowledge-messages.ts';
import { KnowledgeStatusList } from './knowledge-status-list.tsx';
import './knowledge-section.css';

/** Settings → Knowledge base: the embedding model, the index's figures, and reading everything again. */
export function KnowledgeSection() {
  const intl = useIntl();
  const headingID = useId();
  const statusHeadingID = useId();
  const storage = useStorage();
  const status = useKnowledgeStatus();
  const [reindexing, setReindexing] = useState(false);
  const [reindexed, setReindexed] = useState(false);

  return (
    <section className="settings-section knowledge-settings" aria-labelledby={headingID}>
      <h2 id={headingID}>{intl.formatMessage(messages.title)}</h2>
      <p className="settings-section__hint">{intl.formatMessage(messages.hint)}</p>
      <EmbeddingModelField />
      <h3 id={statusHeadingID}>{intl.formatMessage(messages.statusHeading)}</h3>
      <KnowledgeStatusList status={status} />
      <div className="knowledge-settings__reindex">
        <Button
          disabled={reindexing}
          onClick={() => {
            setReindexing(true);
            reindexEverything(storage)
              .then(() => {
                setReindexed(true);
              })
              .catch((error: unknown) => {
                console.warn('Re-indexing could not start', error);
              })
              .finally(() => {
                setReindexing(false);
              });
          }}
        >
          {intl.formatMessage(messages.reindex)}
        </Button>
        <p className="settings-section__hint">
          {intl.formatMessage(reindexed ? messages.reindexStarted : messages.reindexHint)}
        </p>
      </div>
    </section>
  );
}
