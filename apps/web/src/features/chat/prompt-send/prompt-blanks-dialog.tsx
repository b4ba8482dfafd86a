import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, DialogContentBoundary } from '@confab/ui';
import { lookupOwn } from '@confab/core';

export interface PromptBlanksDialogProps {
  variables: readonly string[];
  onSubmit: (values: Record<string, string>) => void;
  onCancel: () => void;
}

/** The fill-in form a prompt with `{{name}}` blanks opens before it is sent. */
export function PromptBlanksDialog({ variables, onSubmit, onCancel }: PromptBlanksDialogProps) {
  const intl = useIntl();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [values, setValues] = useState<Record<string, string>>({});

  useEffect(() => {
    dialogRef.current?.showModal();
  }, []);

  const complete = variables.every((name) => (lookupOwn(values, name) ?? '').trim() !== '');
  return (
    <dialog
      ref={dialogRef}
      className="chat-settings"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <DialogContentBoundary onClose={onCancel}>
        <form
          method="dialog"
          onSubmit={(event) => {
            event.preventDefault();
            if (complete) onSubmit(values);
          }}
        >
          <h2 id={titleId}>
            {intl.formatMessage({ id: 'chat.blanks.title', defaultMessage: 'Fill in the prompt' })}
          </h2>
          {variables.map((name, index) => (
            <div className="chat-settings__field chat-settings__field--wide" key={name}>
              <label htmlFor={`${titleId}-${String(index)}`}>{name}</label>
              <textarea
                id={`${titleId}-${String(index)}`}
                rows={2}
                autoFocus={index === 0}
                value={lookupOwn(values, name) ?? ''}
                onChange={(event) => {
                  setValues((current) => ({ ...current, [name]: event.target.value }));
                }}
              />
            </div>
          ))}
          <div className="chat-settings__actions">
            <Button variant="ghost" onClick={onCancel}>
              {intl.formatMessage({ id: 'chat.blanks.cancel', defaultMessage: 'Cancel' })}
            </Button>
            <Button variant="primary" type="submit" disabled={!complete}>
              {intl.formatMessage({ id: 'chat.blanks.send', defaultMessage: 'Send' })}
            </Button>
          </div>
        </form>
      </DialogContentBoundary>
    </dialog>
  );
}
