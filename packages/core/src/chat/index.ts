export * from './message-tree.ts';
export * from './build-provider-messages.ts';
export * from './fork-messages.ts';
export * from './chat-title.ts';
export * from './chat-fields-from-messages.ts';
export * from './markdown-to-plain-text.ts';
export * from './copy-chat.ts';
