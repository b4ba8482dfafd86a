import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, lazyComponent } from '@confab/ui';
import { debugLog, debugLogCapturing, endDebugMode } from './capture-console.ts';
import { debugLogMessages } from './debug-log-messages.ts';
import './debug-log.css';

// Loaded when opened: only people debugging ever see it.
const DebugLogDialog = lazyComponent(async () => (await import('./debug-log-dialog.tsx')).DebugLogDialog);

/** A corner button while debug mode is on (`?debug=true`), opening the log viewer. */
export function DebugLogButton() {
  const intl = useIntl();
  const [shown, setShown] = useState(debugLogCapturing);
  const [open, setOpen] = useState(false);
  if (!shown) return null;
  return (
    <>
      <Button
        className="debug-log__button"
        onClick={() => {
          setOpen(true);
        }}
      >
        {intl.formatMessage(debugLogMessages.open)}
      </Button>
      {open ? (
        <DebugLogDialog
          log={debugLog}
          onClose={() => {
            setOpen(false);
          }}
          onTurnOff={() => {
            endDebugMode();
            setOpen(false);
            setShown(false);
          }}
        />
      ) : null}
    </>
  );
}
