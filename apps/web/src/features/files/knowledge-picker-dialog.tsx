import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { cryptoRandom } from '@confab/core';
import { type KnowledgeCollection, type StoredFile } from '@confab/core/entities';
import { Button, DialogActions, ModalDialog, formFieldClassNames } from '@confab/ui';
import { useStorage } from '../../storage/app-storage.tsx';
import { collectionFromDraft, collectionNameMaximumLength } from './collections.ts';
import { filesMessages } from './files-messages.ts';

export interface KnowledgePickerDialogProps {
  file: StoredFile;
  collections: readonly KnowledgeCollection[];
  onSave: (collectionIDs: string[]) => void;
  onClose: () => void;
}

/**
 * Chooses the collections a file is a document of; a new one can be named and created here, so a
 * first knowledge base takes one dialog. Organisation collections are not offered: members read them.
 */
export function KnowledgePickerDialog({ file, collections, onSave, onClose }: KnowledgePickerDialogProps) {
  const intl = useIntl();
  const storage = useStorage();
  const legendID = useId();
  const newNameID = useId();
  const [chosen, setChosen] = useState(() => new Set(file.collectionIDs));
  const [created, setCreated] = useState<KnowledgeCollection[]>([]);
  const [newName, setNewName] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const own = [...collections.filter((collection) => collection.organisation !== true), ...created];
  const shown = own.filter(
    (collection, index) => own.findIndex((other) => other.id === collection.id) === index,
  );

  const toggle = (id: string) => {
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };

  const create = async () => {
    if (newName.trim() === '' || busy) return;
    setBusy(true);
    try {
      const collection = collectionFromDraft(
        { name: newName, description: '' },
        { random: cryptoRandom, now: Date.now() },
      );
      await storage.knowledgeCollections.put(collection);
      setCreated((current) => [...current, collection]);
      setChosen((current) => new Set(current).add(collection.id));
      setNewName('');
      setFailed(false);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalDialog
      title={intl.formatMessage(filesMessages.knowledgeTitle, { name: file.name })}
      onClose={onClose}
    >
      <fieldset className="files-picker" aria-labelledby={legendID}>
        <legend id={legendID} className={formFieldClassNames.label}>
          {intl.formatMessage(filesMessages.knowledgeCollections)}
        </legend>
        {shown.length === 0 ? (
          <p className="files-picker__empty">{intl.formatMessage(filesMessages.knowledgeNoCollections)}</p>
        ) : (
          shown.map((collection) => (
            <label key={collection.id} className="files-picker__option">
              <input
                type="checkbox"
                checked={chosen.has(collection.id)}
                onChange={() => {
                  toggle(collection.id);
                }}
              />
              <span>{collection.name}</span>
            </label>
          ))
        )}
      </fieldset>
      <div className="files-picker__create">
        <label htmlFor={newNameID} className={formFieldClassNames.label}>
          {intl.formatMessage(filesMessages.newCollectionName)}
        </label>
        <div className="files-picker__create-row">
          <input
            id={newNameID}
            className="ui-field"
            value={newName}
            maxLength={collectionNameMaximumLength}
            onChange={(event) => {
              setNewName(event.target.value);
            }}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              void create();
            }}
          />
          <Button disabled={newName.trim() === '' || busy} onClick={() => void create()}>
            {intl.formatMessage(filesMessages.createCollection)}
          </Button>
        </div>
        <p className={formFieldClassNames.error} role="alert">
          {failed ? intl.formatMessage(filesMessages.saveFailed) : null}
        </p>
      </div>
      <DialogActions>
        <Button onClick={onClose}>{intl.formatMessage(filesMessages.cancel)}</Button>
        <Button
          variant="primary"
          onClick={() => {
            // Organisation collections the file already belonged to stay; they were not offered.
            const kept = file.collectionIDs.filter((id) => !shown.some((collection) => collection.id === id));
            onSave([...kept, ...shown.filter((collection) => chosen.has(collection.id)).map((c) => c.id)]);
          }}
        >
          {intl.formatMessage(filesMessages.save)}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
