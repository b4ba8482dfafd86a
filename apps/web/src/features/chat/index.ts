export { ChatScreen, type ChatScreenProps } from './chat-screen.tsx';
export { ChatEngineProvider } from './engine/chat-runner-context.tsx';
export { placeComposerDraft } from './composer-draft.ts';
export { composerReadyMark } from './composer.tsx';
export { startChatWithAgent } from '@confab/core/conversation';
export { requestScrollToMessage } from './conversation/scroll-target.ts';
export { placeComposerFiles } from './composer-draft.ts';
export { prepareChatOpening } from './engine/loaded-chat-query.ts';
export { preloadMessageArticle } from './conversation/message-article-on-demand.tsx';
