import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, DialogActions, FormField, ModalDialog } from '@confab/ui';
import { lookupOwn } from '@confab/core';
import './prompt-blanks-dialog.css';

export interface PromptBlanksDialogProps {
  variables: readonly string[];
  onSubmit: (values: Record<string, string>) => void;
  onCancel: () => void;
}

/** The fill-in form a prompt with `{{name}}` blanks opens before it is sent. */
export function PromptBlanksDialog({ variables, onSubmit, onCancel }: PromptBlanksDialogProps) {
  const intl = useIntl();
  const [values, setValues] = useState<Record<string, string>>({});

  const complete = variables.every((name) => (lookupOwn(values, name) ?? '').trim() !== '');
  return (
    <ModalDialog
      size="compact"
      title={intl.formatMessage({ id: 'chat.blanks.title', defaultMessage: 'Fill in the prompt' })}
      onClose={onCancel}
    >
      <form
        className="prompt-blanks"
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          if (complete) onSubmit(values);
        }}
      >
        {variables.map((name, index) => (
          <FormField label={name} key={name}>
            {(control) => (
              <textarea
                {...control}
                rows={2}
                autoFocus={index === 0}
                value={lookupOwn(values, name) ?? ''}
                onChange={(event) => {
                  setValues((current) => ({ ...current, [name]: event.target.value }));
                }}
              />
            )}
          </FormField>
        ))}
        <DialogActions placement="inline">
          <Button variant="ghost" onClick={onCancel}>
            {intl.formatMessage({ id: 'chat.blanks.cancel', defaultMessage: 'Cancel' })}
          </Button>
          <Button variant="primary" type="submit" disabled={!complete}>
            {intl.formatMessage({ id: 'chat.blanks.send', defaultMessage: 'Send' })}
          </Button>
        </DialogActions>
      </form>
    </ModalDialog>
  );
}
