import { useState, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import type { CustomModel } from '@confab/core';
import {
  draftFromModel,
  emptyDraft,
  readDraft,
  type CustomModelDraft,
  type DraftErrors,
} from './custom-model-draft.ts';
import { CustomModelFields } from './custom-model-fields.tsx';
import { Button, DialogActions, ModalDialog } from '@confab/ui';
import { useCustomModelActions } from './use-custom-model-actions.ts';
import { openedKey, useKeyVaultState } from '../key-vault/index.ts';

const noErrors: DraftErrors = { fields: {}, headers: {} };

/** "Add model" (spec: a popup with icon and pricing inputs) and "Edit model", one form. */
export function CustomModelDialog({
  model,
  onClose,
  onSaved,
}: {
  /** The model to edit; absent to add one. */
  model?: CustomModel;
  onClose: () => void;
  onSaved: (modelID: string) => void;
}) {
  const intl = useIntl();
  const { save } = useCustomModelActions();
  const { opened, vault } = useKeyVaultState();
  // The form shows a locked key opened when this tab unlocked it. Still locked, the field starts
  // empty (the cipher text is no key to edit) and an empty field keeps the locked key.
  const [storedKey] = useState(() => openedKey(model?.apiKey, opened));
  const [draft, setDraft] = useState(() =>
    model ? { ...draftFromModel(model), apiKey: storedKey.key ?? '' } : emptyDraft(),
  );
  const [errors, setErrors] = useState<DraftErrors>(noErrors);
  const [saving, setSaving] = useState(false);
  const [triedToSave, setTriedToSave] = useState(false);

  // Once Save has pointed out problems, each edit re-checks, so a fixed field loses its error at once.
  const change = (next: CustomModelDraft) => {
    setDraft(next);
    if (!triedToSave) return;
    const result = readDraft(next);
    setErrors(result.ok ? noErrors : result.errors);
  };

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = readDraft(draft);
    if (!result.ok) {
      setTriedToSave(true);
      setErrors(result.errors);
      // Put the person where the first problem is, as a screen reader user would otherwise not know.
      const form = event.currentTarget;
      requestAnimationFrame(() => {
        form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      });
      return;
    }
    setSaving(true);
    const keepLocked = storedKey.locked && result.fields.apiKey === undefined;
    const savedID = await save(
      keepLocked ? { ...result.fields, apiKey: model?.apiKey } : result.fields,
      model,
    );
    onSaved(savedID);
  };

  return (
    <ModalDialog
      className="custom-model-dialog"
      title={
        model
          ? intl.formatMessage({ id: 'models.edit.title', defaultMessage: 'Edit model' })
          : intl.formatMessage({ id: 'models.add.title', defaultMessage: 'Add model' })
      }
      onClose={onClose}
    >
      <form
        noValidate
        onSubmit={(event) => {
          void submit(event);
        }}
      >
        <CustomModelFields
          draft={draft}
          errors={errors}
          onChange={change}
          keyLocked={storedKey.locked}
          vaultOpen={vault !== null}
        />
        <DialogActions>
          <Button onClick={onClose}>
            {intl.formatMessage({ id: 'models.form.cancel', defaultMessage: 'Cancel' })}
          </Button>
          <Button variant="primary" type="submit" disabled={saving}>
            {intl.formatMessage({ id: 'models.form.save', defaultMessage: 'Save' })}
          </Button>
        </DialogActions>
      </form>
    </ModalDialog>
  );
}
