/** The server's words on sharing (spec §8 share messages); the app shows `userMessage` as is. */
export const shareMessages = {
  tooLarge: 'Share failed: Your chat is too large to share. Please contact support.',
  checksumMismatch: 'The chat changed on its way to the server. Please try again.',
  invalidChat: 'This chat cannot be shared: it has no readable messages.',
  sharingOff: 'Sharing is turned off on this workspace.',
  notFound: 'This shared chat does not exist or was deleted.',
  pluginTooLarge: 'Share failed: This plugin is too large to share. Please contact support.',
  invalidPlugin: 'This plugin cannot be shared: it is not a complete plugin.',
  pluginNotFound: 'This shared plugin does not exist or was deleted.',
} as const;
