import type { ChatMeta, Folder, Message } from '../entities/index.ts';
import type { ChatExportSource } from './export-entries.ts';

/** A chat as the export record's `chats` key holds it: the chat record carrying all its messages. */
export type ExportedChat = ChatMeta & { messages: Message[] };

/** The export file wrapper (spec §3): one key, `data`, holding the export record's keys. */
export interface ChatsExportFile {
  data: {
    chats: ExportedChat[];
    folders: Folder[];
  };
}

/**
 * The chat-only export: each chat with its whole message tree (every branch, so an import restores
 * what was there), and the projects those chats sit in. Chats and messages hold no keys, so none can
 * leak into the file.
 */
export function chatsExportFile(
  chats: readonly ChatExportSource[],
  folders: readonly Folder[],
): ChatsExportFile {
  const usedFolderIDs = new Set(chats.map((chat) => chat.meta.folderID).filter((id) => id !== null));
  return {
    data: {
      chats: chats.map((chat) => ({
        ...chat.meta,
        messages: [...chat.messages].sort((left, right) => left.order - right.order),
      })),
      folders: folders.filter((folder) => usedFolderIDs.has(folder.id)),
    },
  };
}
