import { Button, DialogActions } from '@confab/ui';
import { useIntl } from 'react-intl';
import type { ImportFlowState } from './import-flow-state.ts';
import { importMessages } from './import-messages.ts';
import { importProblemText } from './import-problem-text.ts';

type Outcome = Extract<ImportFlowState, { step: 'nothing' | 'done' | 'cancelled' | 'problem' }>;

export interface ImportOutcomeStepProps {
  outcome: Outcome;
  onClose: () => void;
  onReload: () => void;
  onRetry: () => void;
}

/** How the import ended: nothing to import, done (then reload), cancelled, or why it stopped. */
export function ImportOutcomeStep({ outcome, onClose, onReload, onRetry }: ImportOutcomeStepProps) {
  const intl = useIntl();
  const close = (autoFocus: boolean) => (
    <Button onClick={onClose} autoFocus={autoFocus}>
      {intl.formatMessage(importMessages.close)}
    </Button>
  );
  switch (outcome.step) {
    case 'nothing':
      return (
        <>
          <p role="status">{intl.formatMessage(importMessages.nothing)}</p>
          <DialogActions placement="inline">{close(true)}</DialogActions>
        </>
      );
    case 'cancelled':
      return (
        <>
          <p role="status">{intl.formatMessage(importMessages.cancelled)}</p>
          <DialogActions placement="inline">{close(true)}</DialogActions>
        </>
      );
    case 'done':
      return (
        <>
          <p role="status">{intl.formatMessage(importMessages.done)}</p>
          <DialogActions placement="inline">
            <Button variant="primary" onClick={onReload} autoFocus>
              {intl.formatMessage(importMessages.reload)}
            </Button>
          </DialogActions>
        </>
      );
    case 'problem': {
      const fileName =
        outcome.problem.kind === 'read' || outcome.problem.kind === 'unknown-format'
          ? outcome.problem.fileName
          : '';
      return (
        <>
          <p role="alert" className="data-import__problem">
            {fileName && <strong>{fileName}: </strong>}
            {importProblemText(intl, outcome.problem)}
          </p>
          <DialogActions placement="inline">
            {close(false)}
            <Button variant="primary" onClick={onRetry} autoFocus>
              {intl.formatMessage(importMessages.chooseAnother)}
            </Button>
          </DialogActions>
        </>
      );
    }
  }
}
