import { useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cryptoRandom } from '@confab/core';
import { type KnowledgeCollection, type StoredFile } from '@confab/core/entities';
import { Button, ConfirmDialog, EmptyState } from '@confab/ui';
import { useStorage } from '../../../storage/app-storage.tsx';
import {
  collectionFromDraft,
  deleteCollection,
  removeFileFromCollection,
  type CollectionDraft,
} from '../collections.ts';
import type { FilesData } from '../use-files-data.ts';
import { CollectionCard } from './collection-card.tsx';
import { CollectionEditorDialog } from './collection-editor-dialog.tsx';
import { knowledgeMessages } from './knowledge-messages.ts';

export interface KnowledgeViewProps {
  data: FilesData;
  run: (work: Promise<unknown>, success?: string) => void;
  /** The organisation's knowledge portal, placed by the app below the collections. */
  portal?: ReactNode;
  onOpenFiles: () => void;
}

type Editing = { mode: 'new' } | { mode: 'edit'; collection: KnowledgeCollection } | null;

/** The documents of each collection; organisation collections first, read-only. */
export function KnowledgeView({ data, run, portal, onOpenFiles }: KnowledgeViewProps) {
  const intl = useIntl();
  const storage = useStorage();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<KnowledgeCollection | null>(null);

  const collator = useMemo(
    () => new Intl.Collator(intl.locale, { numeric: true, sensitivity: 'base' }),
    [intl.locale],
  );
  const collections = useMemo(
    () =>
      [...data.collections].sort(
        (first, second) =>
          Number(second.organisation === true) - Number(first.organisation === true) ||
          collator.compare(first.name, second.name),
      ),
    [data.collections, collator],
  );
  const documentsByCollection = useMemo(() => {
    const byCollection = new Map<string, StoredFile[]>();
    for (const file of data.files) {
      for (const id of file.collectionIDs) byCollection.set(id, [...(byCollection.get(id) ?? []), file]);
    }
    for (const files of byCollection.values())
      files.sort((first, second) => collator.compare(first.name, second.name));
    return byCollection;
  }, [data.files, collator]);

  const save = (draft: CollectionDraft) => {
    const existing = editing?.mode === 'edit' ? editing.collection : undefined;
    const collection = collectionFromDraft(draft, { random: cryptoRandom, now: Date.now(), existing });
    setEditing(null);
    run(
      storage.knowledgeCollections.put(collection),
      intl.formatMessage(knowledgeMessages.saved, { name: collection.name }),
    );
  };

  const newButton = (
    <Button
      variant="primary"
      onClick={() => {
        setEditing({ mode: 'new' });
      }}
    >
      {intl.formatMessage(knowledgeMessages.newCollection)}
    </Button>
  );

  return (
    <div className="knowledge-view">
      <div className="knowledge-view__bar">
        <p className="knowledge-view__intro">{intl.formatMessage(knowledgeMessages.intro)}</p>
        {collections.length > 0 ? newButton : null}
      </div>
      {!data.loaded ? null : collections.length === 0 ? (
        <EmptyState title={intl.formatMessage(knowledgeMessages.emptyTitle)}>
          <p>{intl.formatMessage(knowledgeMessages.emptyBody)}</p>
          <div className="knowledge-view__empty-actions">
            {newButton}
            <Button onClick={onOpenFiles}>{intl.formatMessage(knowledgeMessages.goToFiles)}</Button>
          </div>
        </EmptyState>
      ) : (
        <div
          className="knowledge-view__collections"
          role="list"
          aria-label={intl.formatMessage(knowledgeMessages.collections)}
        >
          {collections.map((collection) => (
            <div role="listitem" key={collection.id}>
              <CollectionCard
                collection={collection}
                documents={documentsByCollection.get(collection.id) ?? []}
                indexed={data.indexed}
                onEdit={() => {
                  setEditing({ mode: 'edit', collection });
                }}
                onDelete={() => {
                  setDeleting(collection);
                }}
                onRemoveDocument={(file) => {
                  run(
                    removeFileFromCollection(storage, file.id, collection.id),
                    intl.formatMessage(knowledgeMessages.removed, { name: file.name }),
                  );
                }}
              />
            </div>
          ))}
        </div>
      )}
      {/* Slot for the organisation's knowledge portal (knowledge-server feature), placed by the app. */}
      {portal ? (
        <section className="knowledge-view__portal" aria-label={intl.formatMessage(knowledgeMessages.portal)}>
          {portal}
        </section>
      ) : null}
      {editing ? (
        <CollectionEditorDialog
          existing={editing.mode === 'edit' ? editing.collection : undefined}
          onSave={save}
          onClose={() => {
            setEditing(null);
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={intl.formatMessage(knowledgeMessages.deleteTitle, { name: deleting.name })}
          cancelLabel={intl.formatMessage(knowledgeMessages.cancel)}
          confirmLabel={intl.formatMessage(knowledgeMessages.delete)}
          onClose={() => {
            setDeleting(null);
          }}
          onConfirm={() => {
            const { id, name } = deleting;
            setDeleting(null);
            run(deleteCollection(storage, id), intl.formatMessage(knowledgeMessages.deleted, { name }));
          }}
        >
          <p>{intl.formatMessage(knowledgeMessages.deleteBody)}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
