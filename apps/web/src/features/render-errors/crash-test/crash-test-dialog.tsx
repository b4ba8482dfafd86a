import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, DialogActions, ModalDialog } from '@confab/ui';
import { crashTestMessages as messages } from './crash-test-messages.ts';
import { setCrashArmed } from './crash-store.ts';
import { useCrashArmed, Thrower } from './crash-probe.tsx';

export interface CrashTestDialogProps {
  onClose: () => void;
  /** Fails the screen that opened the dialog (its own tree, caught by the screen's boundary). */
  onCrashScreen: () => void;
}

/** The hidden crash-test screen (spec §2): each button fails one part so its boundary shows. */
export function CrashTestDialog({ onClose, onCrashScreen }: CrashTestDialogProps) {
  const intl = useIntl();
  const [crashDialog, setCrashDialog] = useState(false);
  const messagesArmed = useCrashArmed('message');
  return (
    <ModalDialog size="small" title={intl.formatMessage(messages.title)} onClose={onClose}>
      {crashDialog ? <Thrower place="the crash-test dialog" /> : null}
      <p>{intl.formatMessage(messages.intro)}</p>
      <div className="crash-test__actions">
        <Button
          onClick={() => {
            setCrashDialog(true);
          }}
        >
          {intl.formatMessage(messages.dialog)}
        </Button>
        <Button onClick={onCrashScreen}>{intl.formatMessage(messages.screen)}</Button>
        <Button
          aria-pressed={messagesArmed}
          onClick={() => {
            setCrashArmed('message', !messagesArmed);
          }}
        >
          {intl.formatMessage(messagesArmed ? messages.messagesOff : messages.messages)}
        </Button>
        <Button
          variant="danger"
          onClick={() => {
            setCrashArmed('page', true);
          }}
        >
          {intl.formatMessage(messages.page)}
        </Button>
      </div>
      <DialogActions>
        <Button onClick={onClose}>{intl.formatMessage(messages.close)}</Button>
      </DialogActions>
    </ModalDialog>
  );
}
