export { LazyShareChatDialog } from './lazy-share-chat-dialog.tsx';
export type { ShareChatDialogProps } from './share-chat-dialog.tsx';
export { ChatExportError, type ChatExportFailure } from './chat-export-error.ts';
export { ShareChatButton } from './share-chat-button.tsx';
export { sharePdfChatID } from './share-pdf/share-pdf-route.ts';
