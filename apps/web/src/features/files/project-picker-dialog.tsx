import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Folder } from '@confab/core';
import type { StoredFile } from '@confab/core/entities';
import { Button, DialogActions, ModalDialog, formFieldClassNames } from '@confab/ui';
import type { AddToProjectResult } from './add-to-project.ts';
import { filesMessages } from './files-messages.ts';

export interface ProjectPickerDialogProps {
  file: StoredFile;
  projects: readonly Folder[];
  /** Answers what became of the addition; the dialog closes itself only through `onClose`. */
  onAdd: (folder: Folder) => Promise<AddToProjectResult>;
  onOpenKnowledgeBase: () => void;
  onClose: () => void;
}

const refusals = {
  'too-big': filesMessages.projectTooBig,
  'already-there': filesMessages.projectAlready,
  'not-text': filesMessages.projectNotText,
  gone: filesMessages.gone,
} as const;

type Refusal = keyof typeof refusals;

/** Chooses a project for a file; over the spec's 100 KB it says so and points at the knowledge base. */
export function ProjectPickerDialog({
  file,
  projects,
  onAdd,
  onOpenKnowledgeBase,
  onClose,
}: ProjectPickerDialogProps) {
  const intl = useIntl();
  const legendID = useId();
  const sorted = [...projects]
    .filter((folder) => folder.new !== true)
    .sort((first, second) => first.order - second.order);
  const [chosenID, setChosenID] = useState(sorted[0]?.id ?? '');
  const [refusal, setRefusal] = useState<Refusal | 'failed' | null>(null);
  const [busy, setBusy] = useState(false);
  const chosen = sorted.find((folder) => folder.id === chosenID);

  const add = async () => {
    if (!chosen) return;
    setBusy(true);
    try {
      const result = await onAdd(chosen);
      setRefusal(result === 'added' ? null : result);
    } catch {
      setRefusal('failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalDialog
      size="compact"
      title={intl.formatMessage(filesMessages.projectTitle, { name: file.name })}
      onClose={onClose}
    >
      {sorted.length === 0 ? (
        <p>{intl.formatMessage(filesMessages.projectNone)}</p>
      ) : (
        <fieldset className="files-picker" aria-labelledby={legendID}>
          <legend id={legendID} className={formFieldClassNames.label}>
            {intl.formatMessage(filesMessages.projectChoose)}
          </legend>
          {sorted.map((folder) => (
            <label key={folder.id} className="files-picker__option">
              <input
                type="radio"
                name="files-project"
                checked={folder.id === chosenID}
                onChange={() => {
                  setChosenID(folder.id);
                  setRefusal(null);
                }}
              />
              <span>{folder.title}</span>
            </label>
          ))}
        </fieldset>
      )}
      <div className="files-picker__refusal" role="alert">
        {refusal === null ? null : (
          <>
            <p>{intl.formatMessage(refusal === 'failed' ? filesMessages.saveFailed : refusals[refusal])}</p>
            {refusal === 'too-big' || refusal === 'not-text' ? (
              <Button onClick={onOpenKnowledgeBase}>{intl.formatMessage(filesMessages.openKnowledge)}</Button>
            ) : null}
          </>
        )}
      </div>
      <DialogActions>
        <Button onClick={onClose}>{intl.formatMessage(filesMessages.cancel)}</Button>
        <Button variant="primary" disabled={!chosen || busy} onClick={() => void add()}>
          {intl.formatMessage(filesMessages.projectAdd)}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
