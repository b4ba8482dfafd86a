/** The words people see from the licence server (spec §8); the app shows them as given. */
export const licenceMessages = {
  invalidKey: 'This licence key is not valid. Check it and try again, or have your keys e-mailed to you.',
  limitReached:
    'This licence is already active on as many devices as it allows. Unlink one of them to use it here.',
  deviceUnlinked: 'This device was unlinked from the licence. Activate the key again to use it here.',
  deviceNotLinked: 'This device is not linked to this licence.',
  notSold: 'Licences cannot be bought on this server.',
  orderNotFound: 'We could not find this order. If you have just paid, wait a moment and try again.',
  redirectElsewhere: 'After paying you can only be sent back to a page of this server.',
} as const;
