import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, useNow } from '@confab/ui';
import type { ProviderOneSubscription, ProviderTwoSubscription, SubscriptionAction } from '@confab/core';
import { changeSubscription, manageSubscriptions } from './billing-client.ts';
import { billingMessages, billingValueMessages } from './billing-messages.ts';
import { requestErrorText } from './request-error-text.ts';

const paidStatuses = new Set(['active', 'on_trial', 'past_due']);

/** Spec §4 Subscriptions, provider one: expired ones are hidden, and so are cancelled ones past their end. */
export function visibleProviderOne(
  subscriptions: readonly ProviderOneSubscription[],
  now: number,
): ProviderOneSubscription[] {
  return subscriptions.filter(({ data: { attributes } }) => {
    if (attributes.status === 'expired') return false;
    if (attributes.status !== 'cancelled') return true;
    return attributes.ends_at !== null && Date.parse(attributes.ends_at) > now;
  });
}

export interface SubscriptionsListProps {
  token: string;
  subscriptions: readonly ProviderOneSubscription[];
  stripeSubscriptions: readonly ProviderTwoSubscription[];
  /** After a change: the new state of one subscription and the server's words about it. */
  onChanged: (message: string) => void;
  navigate: (url: string) => void;
  openInNewTab: (url: string) => void;
}

/** Subscriptions of both providers with what each state allows: update, cancel, resume or manage. */
export function SubscriptionsList({
  token,
  subscriptions,
  stripeSubscriptions,
  onChanged,
  navigate,
  openInNewTab,
}: SubscriptionsListProps) {
  const intl = useIntl();
  const now = useNow(60_000);
  const [busy, setBusy] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState<string>();
  const [error, setError] = useState<string>();
  const date = (value: string | number) => intl.formatDate(value, { dateStyle: 'medium' });
  const shownOne = visibleProviderOne(subscriptions, now);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await work();
    } catch (failure) {
      setError(requestErrorText(failure, intl.formatMessage(billingMessages.genericError)));
    } finally {
      setBusy(false);
    }
  };
  const act = (id: string, action: SubscriptionAction) =>
    run(async () => {
      const { subscription, userMessage } = await changeSubscription(token, id, action);
      const paymentUrl = subscription.data.attributes.urls.update_payment_method;
      if (action === 'update' && paymentUrl) openInNewTab(paymentUrl);
      onChanged(userMessage);
    });

  if (shownOne.length === 0 && stripeSubscriptions.length === 0) return null;
  return (
    <div className="subscriptions">
      <h3>{intl.formatMessage(billingMessages.subscriptionsTitle)}</h3>
      <ul className="subscriptions__list">
        {shownOne.map(({ data: { id, attributes } }) => {
          const active = paidStatuses.has(attributes.status);
          return (
            <li key={`one-${id}`} className="subscriptions__item">
              <div>
                <strong>{attributes.product_name}</strong>{' '}
                <span className={`subscriptions__status subscriptions__status--${attributes.status}`}>
                  {attributes.status_formatted}
                </span>
                <p className="subscriptions__when">
                  {attributes.ends_at !== null
                    ? intl.formatMessage(billingValueMessages.ends, { date: date(attributes.ends_at) })
                    : attributes.renews_at
                      ? intl.formatMessage(billingValueMessages.renews, { date: date(attributes.renews_at) })
                      : null}
                </p>
              </div>
              <div className="subscriptions__actions">
                {active ? (
                  <>
                    <Button disabled={busy} onClick={() => void act(id, 'update')}>
                      {intl.formatMessage(billingMessages.updatePaymentMethod)}
                    </Button>
                    <Button
                      variant={confirmingCancel === id ? 'danger' : 'secondary'}
                      disabled={busy}
                      onBlur={() => {
                        setConfirmingCancel(undefined);
                      }}
                      onClick={() => {
                        if (confirmingCancel !== id) {
                          setConfirmingCancel(id);
                          return;
                        }
                        setConfirmingCancel(undefined);
                        void act(id, 'cancel');
                      }}
                    >
                      {intl.formatMessage(
                        confirmingCancel === id ? billingMessages.confirmCancel : billingMessages.cancel,
                      )}
                    </Button>
                  </>
                ) : (
                  <Button variant="primary" disabled={busy} onClick={() => void act(id, 'resume')}>
                    {intl.formatMessage(billingMessages.resume)}
                  </Button>
                )}
              </div>
            </li>
          );
        })}
        {stripeSubscriptions.map(({ data }) => {
          const cancelled = data.status === 'canceled' || data.cancel_at_period_end;
          const end = date(data.current_period_end * 1000);
          return (
            <li key={`two-${data.id}`} className="subscriptions__item">
              <div>
                <strong>{data.plan.product}</strong>{' '}
                <span className="subscriptions__status">
                  {cancelled
                    ? intl.formatMessage(billingValueMessages.cancelledEnds, { date: end })
                    : intl.formatMessage(billingValueMessages.renews, { date: end })}
                </span>
              </div>
            </li>
          );
        })}
      </ul>
      {stripeSubscriptions.length > 0 ? (
        <Button
          disabled={busy}
          onClick={() =>
            void run(async () => {
              navigate(await manageSubscriptions(token, window.location.href));
            })
          }
        >
          {intl.formatMessage(billingMessages.manage)}
        </Button>
      ) : null}
      {error === undefined ? null : (
        <p role="alert" className="subscriptions__error">
          {error}
        </p>
      )}
    </div>
  );
}
