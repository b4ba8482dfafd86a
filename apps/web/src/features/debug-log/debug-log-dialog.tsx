import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { Button, DialogActions, ModalDialog, useCopyToClipboard } from '@confab/ui';
import { debugLogText, type DebugLogBuffer } from './debug-log-buffer.ts';
import { debugLogMessages } from './debug-log-messages.ts';
import './debug-log.css';

export interface DebugLogDialogProps {
  log: DebugLogBuffer;
  onClose: () => void;
  /** Turns debug mode off for this tab. */
  onTurnOff: () => void;
}

/** The last entries of the console, newest at the bottom, to read, copy or clear. */
export function DebugLogDialog({ log, onClose, onTurnOff }: DebugLogDialogProps) {
  const intl = useIntl();
  const entries = useSyncExternalStore(
    (listener) => log.subscribe(listener),
    () => log.entries(),
  );
  const { copied, copy } = useCopyToClipboard();
  return (
    <ModalDialog title={intl.formatMessage(debugLogMessages.title)} onClose={onClose} size="wide">
      <p className="debug-log__count" role="status">
        {intl.formatMessage(debugLogMessages.count, { count: entries.length, capacity: log.capacity })}
      </p>
      {entries.length === 0 ? (
        <p className="debug-log__empty">{intl.formatMessage(debugLogMessages.empty)}</p>
      ) : (
        <ol className="debug-log__entries" aria-label={intl.formatMessage(debugLogMessages.entries)}>
          {entries.map((entry) => (
            <li key={entry.sequence} className={`debug-log__entry debug-log__entry--${entry.level}`}>
              <span className="debug-log__meta">
                {new Date(entry.time).toISOString().slice(11, 23)} {entry.level}
              </span>{' '}
              <span className="debug-log__text">{entry.text}</span>
            </li>
          ))}
        </ol>
      )}
      <DialogActions>
        <Button variant="ghost" onClick={onTurnOff}>
          {intl.formatMessage(debugLogMessages.turnOff)}
        </Button>
        <Button
          onClick={() => {
            log.clear();
          }}
          disabled={entries.length === 0}
        >
          {intl.formatMessage(debugLogMessages.clear)}
        </Button>
        <Button
          onClick={() => {
            copy(debugLogText(entries));
          }}
          disabled={entries.length === 0}
        >
          {intl.formatMessage(copied ? debugLogMessages.copied : debugLogMessages.copy)}
        </Button>
        <Button variant="primary" onClick={onClose}>
          {intl.formatMessage(debugLogMessages.close)}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
