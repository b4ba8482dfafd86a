import { useRef, useState, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import type { KnowledgeCollection } from '@confab/core/entities';
import { Button, DialogActions, FormField, ModalDialog, formFieldClassNames } from '@confab/ui';
import {
  collectionDescriptionMaximumLength,
  collectionNameMaximumLength,
  type CollectionDraft,
} from '../collections.ts';
import { knowledgeMessages } from './knowledge-messages.ts';

export interface CollectionEditorDialogProps {
  existing?: KnowledgeCollection;
  onSave: (draft: CollectionDraft) => void;
  onClose: () => void;
}

/** Creates a collection, or renames one and edits its description. */
export function CollectionEditorDialog({ existing, onSave, onClose }: CollectionEditorDialogProps) {
  const intl = useIntl();
  const [name, setName] = useState(existing?.name ?? '');
  const [description, setDescription] = useState(existing?.description ?? '');
  const [error, setError] = useState<string | undefined>(undefined);
  const nameRef = useRef<HTMLInputElement>(null);
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (name.trim() === '') {
      setError(intl.formatMessage(knowledgeMessages.nameRequired));
      nameRef.current?.focus();
      return;
    }
    onSave({ name, description });
  };
  return (
    <ModalDialog
      size="compact"
      title={intl.formatMessage(
        existing ? knowledgeMessages.editorEditTitle : knowledgeMessages.editorNewTitle,
      )}
      onClose={onClose}
      initialFocusRef={nameRef}
    >
      <form className={formFieldClassNames.form} onSubmit={submit}>
        <FormField label={intl.formatMessage(knowledgeMessages.name)} error={error}>
          {(control) => (
            <input
              {...control}
              ref={nameRef}
              className="ui-field"
              value={name}
              maxLength={collectionNameMaximumLength}
              onChange={(event) => {
                setName(event.target.value);
                setError(undefined);
              }}
            />
          )}
        </FormField>
        <FormField
          label={intl.formatMessage(knowledgeMessages.description)}
          hint={intl.formatMessage(knowledgeMessages.descriptionHint)}
        >
          {(control) => (
            <textarea
              {...control}
              className="ui-field"
              rows={3}
              value={description}
              maxLength={collectionDescriptionMaximumLength}
              onChange={(event) => {
                setDescription(event.target.value);
              }}
            />
          )}
        </FormField>
        <DialogActions placement="inline">
          <Button onClick={onClose}>{intl.formatMessage(knowledgeMessages.cancel)}</Button>
          <Button type="submit" variant="primary">
            {intl.formatMessage(existing ? knowledgeMessages.save : knowledgeMessages.create)}
          </Button>
        </DialogActions>
      </form>
    </ModalDialog>
  );
}
