import { useIntl, type IntlShape } from 'react-intl';
import { Button, DialogActions, ModalDialog } from '@confab/ui';
import type { InitialContextFailure } from './fetch-initial-context.ts';
import { entryLinkMessages as messages } from './entry-link-messages.ts';
import './entry-links.css';

function reasonText(intl: IntlShape, failure: InitialContextFailure): string {
  switch (failure.kind) {
    case 'invalid-address':
      return intl.formatMessage(messages.invalidAddress);
    case 'unreachable':
      return intl.formatMessage(messages.unreachable);
    case 'timeout':
      return intl.formatMessage(messages.timeout);
    case 'too-large':
      return intl.formatMessage(messages.tooLarge);
    case 'status':
      return intl.formatMessage(messages.status, { status: failure.status });
    case 'not-text':
      return intl.formatMessage(messages.notText, { contentType: failure.contentType });
  }
}

/** Spec §2 spinner overlay of the initial-context loader; Cancel (or Escape) aborts quietly. */
export function InitialContextLoading({ address, onCancel }: { address: string; onCancel: () => void }) {
  const intl = useIntl();
  return (
    <ModalDialog title={intl.formatMessage(messages.loadingTitle)} onClose={onCancel} size="small">
      <p className="entry-links__loading" role="status">
        <span className="entry-links__spinner" aria-hidden="true" />
        <span className="entry-links__address">{intl.formatMessage(messages.loadingBody, { address })}</span>
      </p>
      <DialogActions placement="inline">
        <Button onClick={onCancel}>{intl.formatMessage(messages.cancel)}</Button>
      </DialogActions>
    </ModalDialog>
  );
}

/** Spec §8: title, explanation and a single confirm button. */
export function InitialContextErrorDialog({
  address,
  failure,
  onClose,
}: {
  address: string;
  failure: InitialContextFailure;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <ModalDialog title={intl.formatMessage(messages.errorTitle)} onClose={onClose} size="small">
      <p className="entry-links__address">
        {intl.formatMessage(messages.explanation, { address, reason: reasonText(intl, failure) })}
      </p>
      <DialogActions placement="inline">
        <Button variant="primary" onClick={onClose}>
          {intl.formatMessage(messages.confirm)}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
