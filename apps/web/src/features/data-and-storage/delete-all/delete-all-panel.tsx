import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, FormField } from '@confab/ui';
import { useStorage } from '../../../storage/app-storage.tsx';
import { clearLocalData } from './clear-local-data.ts';
import { deleteAllConfirmationText, deleteAllMessages } from './delete-all-messages.ts';

export interface DeleteAllPanelProps {
  /** Clears and reloads; tests pass their own. */
  deleteEverything?: (clear: () => Promise<void>) => Promise<void>;
}

const clearAndReload = async (clear: () => Promise<void>) => {
  await clear();
  window.location.reload();
};

type Step = 'closed' | 'confirming' | 'deleting' | 'failed';

/** "Delete all data": a "Delete all" button (ARCHITECTURE §7) that reveals a text box; Delete everything only once it says "delete all". */
export function DeleteAllPanel({ deleteEverything = clearAndReload }: DeleteAllPanelProps) {
  const intl = useIntl();
  const storage = useStorage();
  const headingID = useId();
  const [step, setStep] = useState<Step>('closed');
  const [typed, setTyped] = useState('');
  const confirmed = typed === deleteAllConfirmationText;

  const remove = () => {
    setStep('deleting');
    deleteEverything(() => clearLocalData(storage)).catch((error: unknown) => {
      console.error('Delete all failed', error);
      setStep('failed');
    });
  };

  return (
    <div className="data-panel data-panel--danger" role="group" aria-labelledby={headingID}>
      <h3 id={headingID}>{intl.formatMessage(deleteAllMessages.title)}</h3>
      <p className="data-panel__hint">{intl.formatMessage(deleteAllMessages.intro)}</p>
      {step === 'closed' ? (
        <div className="data-panel__actions">
          <Button
            variant="danger"
            onClick={() => {
              setTyped('');
              setStep('confirming');
            }}
          >
            {intl.formatMessage(deleteAllMessages.reveal)}
          </Button>
        </div>
      ) : (
        <form
          className="data-panel__confirm"
          onSubmit={(event) => {
            event.preventDefault();
            if (confirmed && step !== 'deleting') remove();
          }}
        >
          <FormField
            label={intl.formatMessage(deleteAllMessages.confirmLabel, { text: deleteAllConfirmationText })}
          >
            {(control) => (
              <input
                {...control}
                type="text"
                autoComplete="off"
                autoFocus
                disabled={step === 'deleting'}
                value={typed}
                onChange={(event) => {
                  setTyped(event.target.value);
                }}
              />
            )}
          </FormField>
          <div className="data-panel__actions">
            <Button type="submit" variant="danger" disabled={!confirmed || step === 'deleting'}>
              {intl.formatMessage(deleteAllMessages.confirm)}
            </Button>
            <Button
              disabled={step === 'deleting'}
              onClick={() => {
                setStep('closed');
              }}
            >
              {intl.formatMessage(deleteAllMessages.cancel)}
            </Button>
          </div>
          {step === 'deleting' ? (
            <p role="status">{intl.formatMessage(deleteAllMessages.deleting)}</p>
          ) : step === 'failed' ? (
            <p role="alert" className="data-panel__error">
              {intl.formatMessage(deleteAllMessages.failed)}
            </p>
          ) : null}
        </form>
      )}
    </div>
  );
}
