export { ShareChatDialog, type ShareChatDialogProps } from './share-chat-dialog.tsx';
export { exportChatsToFile } from './export-chats-to-file.ts';
export { ChatExportError, type ChatExportFailure } from './chat-export-error.ts';
export { ShareChatButton } from './share-chat-button.tsx';
