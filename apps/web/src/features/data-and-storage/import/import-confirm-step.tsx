import { Button, DialogActions } from '@confab/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { importCountLines } from './import-count-lines.ts';
import { ImportConfirmations } from './import-confirmations.tsx';
import type { ImportSummary } from './import-protocol.ts';
import { importMessages } from './import-messages.ts';

export interface ImportConfirmStepProps {
  summary: ImportSummary;
  onConfirm: (accepted: readonly number[]) => void;
  onCancel: () => void;
}

/** What the file holds, what failed (with its JSON), what is ignored, and what waits for a yes. */
export function ImportConfirmStep({ summary, onConfirm, onCancel }: ImportConfirmStepProps) {
  const intl = useIntl();
  const [accepted, setAccepted] = useState<ReadonlySet<number>>(new Set());
  const hidden = summary.failureCount - summary.failures.length;
  return (
    <>
      <p>{intl.formatMessage(importMessages.confirmIntro)}</p>
      <ul className="data-import__counts">
        {importCountLines(intl, summary.counts).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {summary.failureCount > 0 && (
        <section className="data-import__group">
          <h3>
            {intl.formatMessage(importMessages.failuresTitle)} ({summary.failureCount})
          </h3>
          <ul className="data-import__failures">
            {summary.failures.map((failure, index) => (
              <li key={index}>
                <details>
                  <summary>{failure.reason}</summary>
                  <pre>{failure.json}</pre>
                </details>
              </li>
            ))}
          </ul>
          {hidden > 0 && (
            <p>
              {intl.formatMessage(
                { id: 'data.import.moreFailures', defaultMessage: 'and {count, number} more' },
                { count: hidden },
              )}
            </p>
          )}
        </section>
      )}
      {summary.ignoredKeys.length > 0 && (
        <section className="data-import__group">
          <h3>{intl.formatMessage(importMessages.ignoredTitle)}</h3>
          <p className="data-import__keys">{summary.ignoredKeys.join(', ')}</p>
        </section>
      )}
      <ImportConfirmations confirmations={summary.confirmations} accepted={accepted} onChange={setAccepted} />
      <DialogActions placement="inline">
        <Button onClick={onCancel}>{intl.formatMessage(importMessages.cancel)}</Button>
        <Button
          variant="primary"
          autoFocus
          onClick={() => {
            onConfirm([...accepted]);
          }}
        >
          {intl.formatMessage(importMessages.confirmButton)}
        </Button>
      </DialogActions>
    </>
  );
}
