import { defineMessages, useIntl } from 'react-intl';
import { ToastRegion, type Toast } from '@confab/ui';

const messages = defineMessages({
  region: { id: 'notices.region', defaultMessage: 'Notifications' },
  dismiss: { id: 'notices.dismiss', defaultMessage: 'Dismiss' },
});

export interface NoticesProps {
  notices: readonly Toast[];
  onDismiss: (id: number) => void;
  placement?: 'corner' | 'inline';
}

/** A screen's toasts (from useToasts) with the app's wording for the region and its buttons. */
export function Notices({ notices, onDismiss, placement }: NoticesProps) {
  const intl = useIntl();
  return (
    <ToastRegion
      toasts={notices}
      onDismiss={onDismiss}
      label={intl.formatMessage(messages.region)}
      dismissLabel={intl.formatMessage(messages.dismiss)}
      {...(placement ? { placement } : {})}
    />
  );
}
