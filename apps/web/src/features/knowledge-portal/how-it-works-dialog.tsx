import { useIntl } from 'react-intl';
import { Button, DialogActions, ModalDialog } from '@confab/ui';
import { knowledgePortalMessages as messages } from './knowledge-portal-messages.ts';

/** Spec §2 "how-to popup": the knowledge base in four steps, for someone not signed in yet. */
export function HowItWorksDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  return (
    <ModalDialog title={intl.formatMessage(messages.howTitle)} onClose={onClose} size="compact">
      <ol className="knowledge-portal__steps">
        <li>{intl.formatMessage(messages.howCollect)}</li>
        <li>{intl.formatMessage(messages.howRead)}</li>
        <li>{intl.formatMessage(messages.howAsk)}</li>
        <li>{intl.formatMessage(messages.howSync)}</li>
      </ol>
      <DialogActions placement="inline">
        <Button variant="primary" onClick={onClose}>
          {intl.formatMessage(messages.close)}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
