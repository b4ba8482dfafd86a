export { sharedChatIDFromUrl } from './shared-chat-link.ts';
