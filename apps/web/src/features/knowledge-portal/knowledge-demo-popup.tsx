import { useIntl } from 'react-intl';
import { Button, DialogActions, ModalDialog } from '@confab/ui';
import { KnowledgeDemoIllustration } from './knowledge-demo-illustration.tsx';
import { knowledgePortalMessages as messages } from './knowledge-portal-messages.ts';

/** Where "Open the knowledge base" leads: the Files tab, which holds the collections. */
export const knowledgeBaseHash = '#files';

export interface KnowledgeDemoPopupProps {
  onClose: () => void;
  /** Defaults to moving the app to the Files tab. */
  onOpen?: () => void;
}

const openFilesTab = () => {
  window.location.hash = knowledgeBaseHash;
};

/** Spec workspace-plugins-licences §2 "Knowledge-base search demo popup": image, text, a button to the knowledge base. */
export function KnowledgeDemoPopup({ onClose, onOpen = openFilesTab }: KnowledgeDemoPopupProps) {
  const intl = useIntl();
  return (
    <ModalDialog title={intl.formatMessage(messages.demoTitle)} onClose={onClose} size="compact">
      <KnowledgeDemoIllustration label={intl.formatMessage(messages.demoImage)} />
      <p className="knowledge-demo__body">{intl.formatMessage(messages.demoBody)}</p>
      <DialogActions placement="inline">
        <Button onClick={onClose}>{intl.formatMessage(messages.demoLater)}</Button>
        <Button
          variant="primary"
          onClick={() => {
            onOpen();
            onClose();
          }}
        >
          {intl.formatMessage(messages.demoOpen)}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
