import { useIntl } from 'react-intl';
import { Button, DialogActions, ModalDialog } from '@confab/ui';
import { ChangelogContent } from './changelog-content.tsx';
import { sitePageMessages } from './site-page-messages.ts';
import './legal-page.css';

/** Spec §2 changelog dialog: the same text as the /changelog page, without leaving the app. */
export function ChangelogDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  return (
    <ModalDialog title={intl.formatMessage(sitePageMessages.changelogTitle)} onClose={onClose} size="wide">
      <ChangelogContent />
      <DialogActions>
        <Button variant="primary" onClick={onClose}>
          {intl.formatMessage(sitePageMessages.close)}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
