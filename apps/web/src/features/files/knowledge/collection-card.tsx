import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { IndexedDocument, KnowledgeCollection, StoredFile } from '@confab/core/entities';
import { Button, EditIcon, IconButton, TrashIcon } from '@confab/ui';
import { readingStateOf } from '../reading-state.ts';
import { ReadingStateLabel } from '../reading-state-label.tsx';
import { knowledgeMessages } from './knowledge-messages.ts';

export interface CollectionCardProps {
  collection: KnowledgeCollection;
  documents: readonly StoredFile[];
  indexed: ReadonlyMap<string, IndexedDocument>;
  onEdit: () => void;
  onDelete: () => void;
  onRemoveDocument: (file: StoredFile) => void;
}

/** One collection: what it holds, how far each document is read, and (for own ones) its edits. */
export function CollectionCard({
  collection,
  documents,
  indexed,
  onEdit,
  onDelete,
  onRemoveDocument,
}: CollectionCardProps) {
  const intl = useIntl();
  const headingID = useId();
  const readOnly = collection.organisation === true;
  const passages = documents.reduce((sum, file) => sum + (indexed.get(file.id)?.chunkCount ?? 0), 0);
  return (
    <section className="knowledge-card" aria-labelledby={headingID}>
      <header className="knowledge-card__header">
        <h2 id={headingID} className="knowledge-card__title">
          {collection.name}
        </h2>
        {readOnly ? (
          <span className="knowledge-card__badge">{intl.formatMessage(knowledgeMessages.shared)}</span>
        ) : (
          <div className="knowledge-card__actions">
            <IconButton
              label={intl.formatMessage(knowledgeMessages.editNamed, { name: collection.name })}
              onClick={onEdit}
            >
              <EditIcon />
            </IconButton>
            <IconButton
              label={intl.formatMessage(knowledgeMessages.deleteNamed, { name: collection.name })}
              onClick={onDelete}
            >
              <TrashIcon />
            </IconButton>
          </div>
        )}
      </header>
      {collection.description ? (
        <p className="knowledge-card__description">{collection.description}</p>
      ) : null}
      <p className="knowledge-card__summary">
        {intl.formatMessage(knowledgeMessages.summary, { documents: documents.length, passages })}
      </p>
      {documents.length === 0 ? (
        <p className="knowledge-card__empty">{intl.formatMessage(knowledgeMessages.noDocuments)}</p>
      ) : (
        <ul
          className="knowledge-card__documents"
          aria-label={intl.formatMessage(knowledgeMessages.documents, { name: collection.name })}
        >
          {documents.map((file) => (
            <DocumentRow
              key={file.id}
              file={file}
              indexed={indexed.get(file.id)}
              readOnly={readOnly}
              onRemove={() => {
                onRemoveDocument(file);
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function DocumentRow({
  file,
  indexed,
  readOnly,
  onRemove,
}: {
  file: StoredFile;
  indexed: IndexedDocument | undefined;
  readOnly: boolean;
  onRemove: () => void;
}) {
  const intl = useIntl();
  const nameID = useId();
  return (
    <li className="knowledge-card__document">
      <span id={nameID} className="knowledge-card__document-name">
        {file.name}
      </span>
      <ReadingStateLabel file={file} state={readingStateOf(file, indexed)} />
      {readOnly ? null : (
        <Button variant="ghost" aria-describedby={nameID} onClick={onRemove}>
          {intl.formatMessage(knowledgeMessages.removeDocument)}
        </Button>
      )}
    </li>
  );
}
