export { MessageMarkdown, type MessageMarkdownProps } from './message-markdown.tsx';
export { ArtifactFrame } from './artifact/artifact-frame.tsx';
