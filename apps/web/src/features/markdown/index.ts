export { MessageMarkdown, type MessageMarkdownProps } from './message-markdown.tsx';
