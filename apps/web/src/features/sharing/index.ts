export { sharedChatIDFromUrl } from './shared-chat-link.ts';
export { publishPlugin, readSharedPlugin } from './share-plugin-client.ts';
export { ShareRequestError } from './share-chat-client.ts';
export type { ShareFailure } from './share-chat-client.ts';
