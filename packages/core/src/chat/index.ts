export {
  activePath,
  breakParentCycles,
  buildMessageTree,
  newestLeafUnder,
  siblingPosition,
  subtreeUUIDs,
} from './message-tree.ts';
export type { MessageTree, SiblingPosition } from './message-tree.ts';
export { buildProviderMessages, effectiveContent } from './build-provider-messages.ts';
export type { BuildProviderMessagesOptions, ProviderConversation } from './build-provider-messages.ts';
export { effectiveToolCalls, toolCallTurns, toolNotRunMessage } from './tool-call-turns.ts';
export { forkMessages } from './fork-messages.ts';
export type { ForkOptions } from './fork-messages.ts';
export { cleanGeneratedTitle, defaultTitlePrompt, titleRequestMessages } from './chat-title.ts';
export {
  parseSuggestedKeywords,
  suggestedKeywordLimits,
  suggestedKeywordsPrompt,
  suggestedKeywordsRequestMessages,
} from './suggested-keywords.ts';
export { chatFieldsFromMessages } from './chat-fields-from-messages.ts';
export { markdownToPlainText } from './markdown-to-plain-text.ts';
export type { PlainTextOptions } from './markdown-to-plain-text.ts';
export { copyChatUnderNewIDs } from './copy-chat.ts';
export type { ChatCopy } from './copy-chat.ts';
