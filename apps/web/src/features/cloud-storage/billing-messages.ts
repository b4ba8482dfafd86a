import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { StoragePlan } from '@confab/core';

export const billingMessages = defineMessages({
  storageTitle: { id: 'billing.storageTitle', defaultMessage: 'Storage' },
  purchaseTitle: { id: 'billing.purchaseTitle', defaultMessage: 'Get more storage' },
  plan: { id: 'billing.plan', defaultMessage: 'Storage plan' },
  more: { id: 'billing.more', defaultMessage: 'More plans' },
  buy: { id: 'billing.buy', defaultMessage: 'Continue to checkout' },
  redirecting: { id: 'billing.redirecting', defaultMessage: 'Opening the checkout…' },
  subscriptionsTitle: { id: 'billing.subscriptionsTitle', defaultMessage: 'Subscriptions' },
  updatePaymentMethod: { id: 'billing.updatePaymentMethod', defaultMessage: 'Update payment method' },
  cancel: { id: 'billing.cancel', defaultMessage: 'Cancel subscription' },
  confirmCancel: { id: 'billing.confirmCancel', defaultMessage: 'Click again to cancel' },
  resume: { id: 'billing.resume', defaultMessage: 'Resume subscription' },
  manage: { id: 'billing.manage', defaultMessage: 'Manage subscription' },
  genericError: { id: 'billing.genericError', defaultMessage: 'Something went wrong. Please try again.' },
  manageStorage: { id: 'billing.manageStorage', defaultMessage: 'Cloud storage' },
  signedOut: { id: 'billing.signedOut', defaultMessage: 'Log in to see your cloud storage.' },
  loading: { id: 'billing.loading', defaultMessage: 'Loading storage…' },
});

export const billingValueMessages: Record<'renews' | 'ends' | 'cancelledEnds', MessageDescriptor> =
  defineMessages({
    renews: { id: 'billing.renews', defaultMessage: 'Renews on {date}' },
    ends: { id: 'billing.ends', defaultMessage: 'Ends on {date}' },
    cancelledEnds: { id: 'billing.cancelledEnds', defaultMessage: 'Cancelled, ends on {date}' },
  });

export const storagePlanLabels = defineMessages({
  YEARLY: { id: 'billing.plan.yearly', defaultMessage: '1 GB, billed yearly' },
  MONTHLY: { id: 'billing.plan.monthly', defaultMessage: '1 GB, billed monthly' },
  '5GB_YEARLY': { id: 'billing.plan.5gbYearly', defaultMessage: '5 GB, billed yearly' },
  '5GB_MONTHLY': { id: 'billing.plan.5gbMonthly', defaultMessage: '5 GB, billed monthly' },
}) satisfies Record<StoragePlan, MessageDescriptor>;
