import { useRef, useState, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import { storedFileNameMaximumLength, type StoredFile } from '@confab/core/entities';
import { Button, DialogActions, FormField, ModalDialog, formFieldClassNames } from '@confab/ui';
import { filesMessages } from './files-messages.ts';
import { boundedFileName } from './upload-file.ts';

export interface RenameFileDialogProps {
  file: StoredFile;
  onRename: (name: string) => void;
  onClose: () => void;
}

export function RenameFileDialog({ file, onRename, onClose }: RenameFileDialogProps) {
  const intl = useIntl();
  const [name, setName] = useState(file.name);
  const [error, setError] = useState<string | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (name.trim() === '') {
      setError(intl.formatMessage(filesMessages.nameRequired));
      return;
    }
    onRename(boundedFileName(name));
  };
  return (
    <ModalDialog
      size="small"
      title={intl.formatMessage(filesMessages.renameTitle)}
      onClose={onClose}
      initialFocusRef={inputRef}
    >
      <form className={formFieldClassNames.form} onSubmit={submit}>
        <FormField label={intl.formatMessage(filesMessages.nameField)} error={error}>
          {(control) => (
            <input
              {...control}
              ref={inputRef}
              className="ui-field"
              value={name}
              maxLength={storedFileNameMaximumLength}
              onChange={(event) => {
                setName(event.target.value);
                setError(undefined);
              }}
            />
          )}
        </FormField>
        <DialogActions placement="inline">
          <Button onClick={onClose}>{intl.formatMessage(filesMessages.cancel)}</Button>
          <Button type="submit" variant="primary">
            {intl.formatMessage(filesMessages.save)}
          </Button>
        </DialogActions>
      </form>
    </ModalDialog>
  );
}
