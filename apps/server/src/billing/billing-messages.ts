export const billingMessages = {
  notAvailable: 'Buying storage is not available on this server.',
  subscriptionNotFound: 'This subscription is not on your account.',
  cannotCancel: 'This subscription is not active, so it cannot be cancelled.',
  cannotResume: 'Only a cancelled subscription that has not ended yet can be resumed.',
  noPaymentMethod: 'This subscription has no payment method to update.',
  nothingToManage: 'You have no subscription to manage.',
  redirectElsewhere: 'The page to return to after payment must be on this server.',
  invalidSignature: 'The webhook signature is not valid.',
  invalidWebhook: 'The webhook body is not a valid event.',
  cancelled: 'Your subscription is cancelled. You keep the storage until the end of the paid period.',
  resumed: 'Your subscription is active again.',
  updatePaymentMethod: 'The page to update your payment method opens in a new tab.',
} as const;
