import { systemClock, type Folder, type StoragePort } from '@confab/core';
import {
  chatsExportFile,
  chatsExportFileName,
  hasExportableContent,
  type ChatExportSource,
} from '@confab/core/chat-export';
import { ChatExportError } from './chat-export-error.ts';
import { downloadTextFile } from './download-text-file.ts';
import { loadChatExportSource } from './load-chat-export.ts';

async function readChats(storage: StoragePort, chatIDs: readonly string[]) {
  const sources = await Promise.all(chatIDs.map((chatID) => loadChatExportSource(storage, chatID)));
  const withData = sources.filter(
    (source): source is ChatExportSource => source !== undefined && hasExportableContent(source),
  );
  const folderIDs = [...new Set(withData.map((source) => source.meta.folderID).filter((id) => id !== null))];
  const folders = (await storage.folders.getMany(folderIDs)).filter(
    (folder): folder is Folder => folder !== undefined,
  );
  return { chats: withData, folders };
}

/**
 * Downloads the chats (with their messages and folders) as one JSON export file. Chats without any
 * message are left out; when none is left, it rejects with a ChatExportError('nothing-to-export')
 * and no file is made (spec §5). Any read failure rejects with ChatExportError('failed').
 */
export async function exportChatsToFile(
  storage: StoragePort,
  chatIDs: readonly string[],
  brandSuffix: string,
): Promise<void> {
  let read: Awaited<ReturnType<typeof readChats>>;
  try {
    read = await readChats(storage, chatIDs);
  } catch (error) {
    throw new ChatExportError('failed', { cause: error });
  }
  if (read.chats.length === 0) throw new ChatExportError('nothing-to-export');
  const file = chatsExportFile(read.chats, read.folders);
  downloadTextFile(
    chatsExportFileName(systemClock.now(), brandSuffix),
    JSON.stringify(file, null, 2),
    'application/json',
  );
}
