import { importFormats, type ImportFormat } from '@confab/core/data-import';
import { ModalDialog } from '@confab/ui';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { ImportConfirmStep } from './import-confirm-step.tsx';
import { importMessages } from './import-messages.ts';
import { ImportModeStep } from './import-mode-step.tsx';
import { ImportOutcomeStep } from './import-outcome-step.tsx';
import { ImportPickStep } from './import-pick-step.tsx';
import { ImportProgressStep } from './import-progress-step.tsx';
import { useImportFlow } from './use-import-flow.ts';
import './import-dialog.css';

/** Which entry button opened the dialog; detection is automatic either way, only the hint differs. */
export type ImportEntry = 'backup' | 'other-app';

export interface ImportDialogProps {
  entry: ImportEntry;
  /** The files chosen from the entry button: reading starts at once. */
  files: readonly File[];
  /** The host's importFromOpenAI chat feature (spec workspace-plugins-licences §2). */
  chatGPTAllowed: boolean;
  onClose: () => void;
}

function reload(): void {
  location.reload();
}

/** Import data (agents spec §4): pick → read and convert → confirm → replace or clone → write → reload. */
export function ImportDialog({ entry, files, chatGPTAllowed, onClose }: ImportDialogProps) {
  const intl = useIntl();
  const allowedFormats = useMemo(
    (): ImportFormat[] => importFormats.filter((format) => format !== 'chatgpt' || chatGPTAllowed),
    [chatGPTAllowed],
  );
  const flow = useImportFlow(allowedFormats);
  const { state, start } = flow;
  const started = useRef(false);
  // Before the first paint, so the picker step never flashes; once per dialog, also under
  // StrictMode's double effects (a second start would read the files twice).
  useLayoutEffect(() => {
    if (started.current) return;
    started.current = true;
    start([...files]);
  }, [start, files]);
  const hint =
    entry === 'backup'
      ? importMessages.pickBackup
      : chatGPTAllowed
        ? importMessages.pickOtherApp
        : importMessages.pickOtherAppWithoutChatGPT;
  // Escape while something runs cancels it; after a write the page must reload to show the data.
  const close = state.step === 'working' ? flow.cancel : state.step === 'done' ? reload : onClose;

  return (
    <ModalDialog
      title={intl.formatMessage(importMessages.dialogTitle)}
      onClose={close}
      size="compact"
      className="data-import"
    >
      {state.step === 'pick' && (
        <ImportPickStep hint={intl.formatMessage(hint)} onFiles={flow.start} onClose={onClose} />
      )}
      {state.step === 'working' && (
        <ImportProgressStep
          stage={state.stage}
          fraction={state.fraction}
          cancelling={state.cancelling}
          onCancel={flow.cancel}
        />
      )}
      {state.step === 'confirm' && (
        <ImportConfirmStep summary={state.summary} onConfirm={flow.confirm} onCancel={flow.cancel} />
      )}
      {state.step === 'choose-mode' && (
        <ImportModeStep summary={state.summary} onChoose={flow.chooseMode} onCancel={flow.cancel} />
      )}
      {(state.step === 'nothing' ||
        state.step === 'done' ||
        state.step === 'cancelled' ||
        state.step === 'problem') && (
        <ImportOutcomeStep outcome={state} onClose={onClose} onReload={reload} onRetry={flow.restart} />
      )}
    </ModalDialog>
  );
}
