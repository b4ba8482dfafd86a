import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, DialogActions, ModalDialog } from '@confab/ui';
import { useHostConfig } from '../../host/host-config.tsx';
import { useCloudToken } from '../account/index.ts';
import { displayedBrand } from '../host-branding/index.ts';
import { hostedUserClient } from './hosted-user-client.ts';
import { orgNoticeMessages } from './org-notice-messages.ts';
import { serverLicenceState } from './server-licence.ts';
import './org-notices.css';

/** Spec §9: the organisation's free trial. */
export const orgTrialDays = 14;

/** The admin pages (apps/server serves them as the app): where licences are renewed and trials start. */
const adminBillingPath = '/admin/billing/subscribe';
const adminOnboardingPath = '/admin/onboarding';

export interface OrgNoticesProps {
  /** Tests pin the clock and the server call. */
  now?: () => number;
  onActivatePrompted?: () => Promise<void>;
}

type Popup = 'licence-expired' | 'login-first' | 'activate';

/**
 * The organisation's notices (spec §2 "Org popups", §8): an expired server licence (a banner with a
 * renewal link for administrators, a notice for members, who can only ask), the expiry warning in
 * the last 3 days, and for an organisation not yet active a login or free-trial prompt.
 */
export function OrgNotices({
  now = Date.now,
  onActivatePrompted = hostedUserClient.activatePrompted,
}: OrgNoticesProps) {
  const intl = useIntl();
  const hostConfig = useHostConfig();
  const signedIn = useCloudToken() !== undefined;
  const isAdmin = hostConfig.currentUser?.isAdmin === true;
  const [licence] = useState(() => serverLicenceState(hostConfig, now()));
  const [dismissed, setDismissed] = useState<ReadonlySet<Popup>>(new Set());
  const name = displayedBrand(hostConfig);

  let popup: Popup | undefined;
  if (licence.kind === 'expired' && !isAdmin) popup = 'licence-expired';
  else if (hostConfig.orgActive === false) popup = signedIn ? 'activate' : 'login-first';
  if (popup !== undefined && dismissed.has(popup)) popup = undefined;

  useEffect(() => {
    // Spec §7: the server records that the activation prompt was shown to this account.
    if (popup === 'activate') void onActivatePrompted().catch(() => undefined);
  }, [popup, onActivatePrompted]);

  const dismiss = (which: Popup) => () => {
    setDismissed((before) => new Set([...before, which]));
  };

  return (
    <>
      {isAdmin && (licence.kind === 'expired' || licence.kind === 'expiring') ? (
        <div className="org-banner" role="alert" data-kind={licence.kind}>
          <span>
            {licence.kind === 'expired'
              ? intl.formatMessage(orgNoticeMessages.bannerExpired)
              : intl.formatMessage(orgNoticeMessages.bannerExpiring, { days: licence.daysLeft })}
          </span>
          <a className="org-banner__action" href={adminBillingPath}>
            {intl.formatMessage(orgNoticeMessages.renew)}
          </a>
        </div>
      ) : null}
      {popup === 'licence-expired' ? (
        <ModalDialog
          size="small"
          title={intl.formatMessage(orgNoticeMessages.licenceExpiredTitle)}
          onClose={dismiss(popup)}
        >
          <p>{intl.formatMessage(orgNoticeMessages.licenceExpiredBody)}</p>
          <DialogActions placement="inline">
            <Button variant="primary" onClick={dismiss(popup)}>
              {intl.formatMessage(orgNoticeMessages.close)}
            </Button>
          </DialogActions>
        </ModalDialog>
      ) : null}
      {popup === 'login-first' ? (
        <ModalDialog
          size="small"
          title={intl.formatMessage(orgNoticeMessages.loginFirstTitle)}
          onClose={dismiss(popup)}
        >
          <p>{intl.formatMessage(orgNoticeMessages.loginFirstBody, { name })}</p>
          <DialogActions placement="inline">
            <Button onClick={dismiss(popup)}>{intl.formatMessage(orgNoticeMessages.close)}</Button>
            <a
              className="ui-button ui-button--primary org-notices__action"
              href="#settings/account"
              onClick={dismiss(popup)}
            >
              {intl.formatMessage(orgNoticeMessages.logIn)}
            </a>
          </DialogActions>
        </ModalDialog>
      ) : null}
      {popup === 'activate' ? (
        <ModalDialog
          size="small"
          title={intl.formatMessage(orgNoticeMessages.activateTitle, { name })}
          onClose={dismiss(popup)}
        >
          <p>
            {intl.formatMessage(
              isAdmin ? orgNoticeMessages.activateBody : orgNoticeMessages.activateMemberBody,
              {
                name,
                days: orgTrialDays,
              },
            )}
          </p>
          <DialogActions placement="inline">
            <Button onClick={dismiss(popup)}>{intl.formatMessage(orgNoticeMessages.close)}</Button>
            {isAdmin ? (
              <a className="ui-button ui-button--primary org-notices__action" href={adminOnboardingPath}>
                {intl.formatMessage(orgNoticeMessages.startTrial)}
              </a>
            ) : null}
          </DialogActions>
        </ModalDialog>
      ) : null}
    </>
  );
}
