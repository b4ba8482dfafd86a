export { NewsletterPrompt } from './newsletter-prompt.tsx';
export { examplesProjectID, isOwnChat, useOwnChatCount } from './own-chat-count.ts';
export { newsletterAnsweredBefore, useNewsletterPopupState } from './newsletter-state.ts';
