export { MessageMarkdown, type MessageMarkdownProps } from './message-markdown.tsx';
export { copiedConfirmationMilliseconds } from './use-copy-to-clipboard.ts';
