import { Button, DialogActions, FormField } from '@confab/ui';
import { useIntl } from 'react-intl';
import { importMessages } from './import-messages.ts';

/** JSON or ZIP (detection reads the bytes; this only filters the chooser). */
export const importFileTypes = '.json,.zip,application/json,application/zip';

export interface ImportPickStepProps {
  hint: string;
  onFiles: (files: File[]) => void;
  onClose: () => void;
}

/** The file picker: JSON or ZIP, several at once for the parts of a split export. */
export function ImportPickStep({ hint, onFiles, onClose }: ImportPickStepProps) {
  const intl = useIntl();
  return (
    <>
      <FormField label={intl.formatMessage(importMessages.fileLabel)} hint={hint}>
        {(control) => (
          <input
            {...control}
            type="file"
            multiple
            accept={importFileTypes}
            onChange={(event) => {
              const files = Array.from(event.target.files ?? []);
              if (files.length > 0) onFiles(files);
            }}
          />
        )}
      </FormField>
      <DialogActions placement="inline">
        <Button onClick={onClose}>{intl.formatMessage(importMessages.cancel)}</Button>
      </DialogActions>
    </>
  );
}
