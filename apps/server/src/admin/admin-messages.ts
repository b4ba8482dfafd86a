/** What the admin routes answer in `userMessage`. */
export const adminMessages = {
  invalidHostConfig: (fields: readonly string[]) =>
    `The host config would have invalid or unknown fields: ${fields.join(', ')}.`,
  memberNotFound: 'There is no member with this e-mail address.',
  groupNotFound: 'There is no such group.',
  groupNameTaken: 'A group with this name already exists.',
  systemModelNotFound: 'There is no such system model.',
  systemModelUnknown: 'This model is not offered by this host.',
  systemModelRateLimited: 'You have sent too many requests to this model. Wait a little and try again.',
  systemModelUnreachable: 'The model could not be reached. Try again later.',
} as const;
