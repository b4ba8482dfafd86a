import { useState } from 'react';
import { useIntl } from 'react-intl';
import { lazyComponent, useToasts } from '@confab/ui';
import { useHostConfig } from '../../host/host-config.tsx';
import { useCloudToken } from '../account/index.ts';
import { Notices } from '../notices/index.ts';
import { useOwnChatCount } from './own-chat-count.ts';
import { newsletterMessages } from './newsletter-messages.ts';
import {
  newsletterChatThreshold,
  shouldOfferNewsletter,
  useNewsletterPopupState,
} from './newsletter-state.ts';

// The popup's code loads only for the few sessions that show it.
const LazyNewsletterPopup = lazyComponent(
  async () => (await import('./newsletter-popup.tsx')).NewsletterPopup,
);

/**
 * Offers the newsletter once (spec agents-sync-keys §2 "Newsletter giveaway popup"): when the person
 * has made a few chats of their own, only where the host runs a newsletter, never on an organisation's
 * host, never again once it was shown.
 */
export function NewsletterPrompt() {
  const intl = useIntl();
  const hostConfig = useHostConfig();
  const token = useCloudToken();
  const notices = useToasts();
  const setting = useNewsletterPopupState();
  // Closed or subscribed on this page; the stored state says so too once its write lands.
  const [done, setDone] = useState(false);
  const answered = setting.loaded && setting.value.shownAt !== null;
  const ownChatCount = useOwnChatCount(newsletterChatThreshold, {
    enabled: !done && setting.loaded && !answered && !hostConfig.managed && hostConfig.newsletter === true,
  });
  const { save } = setting;
  // Derived, not stored on opening: a page that remounts (or reloads) mid-countdown shows it again,
  // and it counts as shown only once the person closed it or subscribed.
  const open =
    !done &&
    setting.loaded &&
    ownChatCount !== undefined &&
    shouldOfferNewsletter({
      state: setting.value,
      ownChatCount,
      managedHost: hostConfig.managed,
      hostHasNewsletter: hostConfig.newsletter === true,
    });

  return (
    <>
      {open ? (
        <LazyNewsletterPopup
          token={token}
          onClose={() => {
            setDone(true);
            void save({ shownAt: Date.now(), subscribedAt: null });
          }}
          onSubscribed={() => {
            setDone(true);
            void save({ shownAt: Date.now(), subscribedAt: Date.now() });
            notices.show(intl.formatMessage(newsletterMessages.succeeded));
          }}
        />
      ) : null}
      <Notices notices={notices.toasts} onDismiss={notices.dismiss} />
    </>
  );
}
