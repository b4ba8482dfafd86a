export { examplesProjectID, isOwnChat, useOwnChatCount } from './own-chat-count.ts';
export { ReviewPrompt } from './review-prompt.tsx';
