import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, DialogActions, ModalDialog } from '@confab/ui';
import { lookupOwn } from '@confab/core';

export interface PromptBlanksDialogProps {
  variables: readonly string[];
  onSubmit: (values: Record<string, string>) => void;
  onCancel: () => void;
}

/** The fill-in form a prompt with `{{name}}` blanks opens before it is sent. */
export function PromptBlanksDialog({ variables, onSubmit, onCancel }: PromptBlanksDialogProps) {
  const intl = useIntl();
  const fieldId = useId();
  const [values, setValues] = useState<Record<string, string>>({});

  const complete = variables.every((name) => (lookupOwn(values, name) ?? '').trim() !== '');
  return (
    <ModalDialog
      size="compact"
      className="chat-settings"
      title={intl.formatMessage({ id: 'chat.blanks.title', defaultMessage: 'Fill in the prompt' })}
      onClose={onCancel}
    >
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          if (complete) onSubmit(values);
        }}
      >
        {variables.map((name, index) => (
          <div className="chat-settings__field chat-settings__field--wide" key={name}>
            <label htmlFor={`${fieldId}-${String(index)}`}>{name}</label>
            <textarea
              id={`${fieldId}-${String(index)}`}
              rows={2}
              autoFocus={index === 0}
              value={lookupOwn(values, name) ?? ''}
              onChange={(event) => {
                setValues((current) => ({ ...current, [name]: event.target.value }));
              }}
            />
          </div>
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
