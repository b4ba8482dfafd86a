import { defineMessages, useIntl } from 'react-intl';
import { Button, ErrorBoundary } from '@confab/ui';
import { useVersionCheck } from './use-version-check.ts';
import './notice-banners.css';

const messages = defineMessages({
  text: { id: 'notices.version.text', defaultMessage: 'A new version of Confab is available.' },
  reload: { id: 'notices.version.reload', defaultMessage: 'Reload' },
  dismiss: { id: 'notices.version.dismiss', defaultMessage: 'Dismiss' },
});

/** The sidebar footer's new-version banner (spec §1, §2 "Sidebar", §7 GET /api/version). */
function VersionBannerContent() {
  const intl = useIntl();
  const { newVersion, dismiss } = useVersionCheck();
  if (newVersion === undefined) return null;
  return (
    <div className="notice-banner" role="status">
      <p className="notice-banner__text">{intl.formatMessage(messages.text)}</p>
      <div className="notice-banner__actions">
        <Button variant="ghost" onClick={dismiss}>
          {intl.formatMessage(messages.dismiss)}
        </Button>
        <Button
          variant="primary"
          onClick={() => {
            window.location.reload();
          }}
        >
          {intl.formatMessage(messages.reload)}
        </Button>
      </div>
    </div>
  );
}

/** A banner that fails to render leaves the sidebar working. */
export function VersionBanner() {
  return (
    <ErrorBoundary fallback={() => null}>
      <VersionBannerContent />
    </ErrorBoundary>
  );
}
