import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import {
  createChatMeta,
  createID,
  firstFolderOrder,
  idPrefixes,
  moveFolder,
  type Folder,
} from '@confab/core';
import { useStorage } from '../../storage/app-storage.tsx';

const uuidSource = { uuid: () => crypto.randomUUID() };

export interface FolderActions {
  /** Creates a project being named (`new: true`) and resolves to its id. */
  create: () => Promise<string | undefined>;
  /** Saves a non-empty name and clears the new flag; an empty name keeps the old one. */
  rename: (folder: Folder, title: string) => Promise<void>;
  /** Cancelling the naming of a new project still clears its new flag (spec §4). */
  cancelRename: (folder: Folder) => Promise<void>;
  setOpen: (folders: readonly Folder[], open: boolean) => Promise<void>;
  reorder: (folders: readonly Folder[], folderID: string, toIndex: number) => Promise<void>;
  remove: (folder: Folder, options: { withChats: boolean }) => Promise<void>;
  /** Creates an empty chat in the project and resolves to its id. */
  newChatIn: (folder: Folder) => Promise<string | undefined>;
}

export function useFolderActions({
  activeChatID,
  onActiveChatDeleted,
  onError,
}: {
  activeChatID: string | undefined;
  onActiveChatDeleted: () => void;
  onError: (text: string) => void;
}): FolderActions {
  const storage = useStorage();
  const intl = useIntl();

  const guard = useCallback(
    async <Result>(work: () => Promise<Result>): Promise<Result | undefined> => {
      try {
        return await work();
      } catch (error) {
        onError(
          intl.formatMessage(
            { id: 'chatList.error.saveFailed', defaultMessage: 'The change could not be saved: {reason}' },
            { reason: error instanceof Error ? error.message : String(error) },
          ),
        );
        return undefined;
      }
    },
    [intl, onError],
  );

  const create = useCallback(
    () =>
      guard(async () => {
        const now = Date.now();
        const existing = await storage.folders.list();
        const id = createID(idPrefixes.folder, uuidSource);
        await storage.folders.put({
          id,
          title: intl.formatMessage({ id: 'chatList.project.defaultTitle', defaultMessage: 'New project' }),
          order: firstFolderOrder(existing),
          open: true,
          new: true,
          settings: {},
          createdAt: now,
          updatedAt: now,
          syncedAt: null,
        });
        return id;
      }),
    [guard, storage, intl],
  );

  const rename = useCallback(
    (folder: Folder, title: string) =>
      guard(async () => {
        const trimmed = title.trim();
        const { new: _new, ...rest } = folder;
        await storage.folders.put({
          ...rest,
          title: trimmed === '' ? folder.title : trimmed,
          updatedAt: Date.now(),
          syncedAt: null,
        });
      }).then(() => undefined),
    [guard, storage],
  );

  const cancelRename = useCallback(
    (folder: Folder) =>
      guard(async () => {
        if (!folder.new) return;
        const { new: _new, ...rest } = folder;
        await storage.folders.put({ ...rest, updatedAt: Date.now(), syncedAt: null });
      }).then(() => undefined),
    [guard, storage],
  );

  const setOpen = useCallback(
    (folders: readonly Folder[], open: boolean) =>
      guard(async () => {
        const now = Date.now();
        const changed = folders
          .filter((folder) => folder.open !== open)
          .map((folder) => ({ ...folder, open, updatedAt: now, syncedAt: null }));
        if (changed.length > 0) await storage.folders.putMany(changed);
      }).then(() => undefined),
    [guard, storage],
  );

  const reorder = useCallback(
    (folders: readonly Folder[], folderID: string, toIndex: number) =>
      guard(async () => {
        const now = Date.now();
        const changed = moveFolder(folders, { folderID, toIndex }).map((folder) => ({
          ...folder,
          updatedAt: now,
          syncedAt: null,
        }));
        if (changed.length > 0) await storage.folders.putMany(changed);
      }).then(() => undefined),
    [guard, storage],
  );

  const remove = useCallback(
    (folder: Folder, options: { withChats: boolean }) =>
      guard(async () => {
        const chats = (await storage.chats.query({ includeArchived: true })).filter(
          (chat) => chat.folderID === folder.id,
        );
        if (options.withChats) {
          for (const chat of chats) await storage.deleteChat(chat.id);
        } else {
          const now = Date.now();
          await storage.chats.updateMany(
            chats.map((chat) => chat.id),
            (chat) =>
              chat.folderID === folder.id
                ? { ...chat, folderID: null, updatedAt: now, syncedAt: null }
                : undefined,
          );
        }
        await storage.folders.delete(folder.id);
        if (options.withChats && chats.some((chat) => chat.id === activeChatID)) onActiveChatDeleted();
      }).then(() => undefined),
    [guard, storage, activeChatID, onActiveChatDeleted],
  );

  const newChatIn = useCallback(
    (folder: Folder) =>
      guard(async () => {
        const chat = { ...createChatMeta({ id: crypto.randomUUID(), now: Date.now() }), folderID: folder.id };
        await storage.chats.put(chat);
        return chat.id;
      }),
    [guard, storage],
  );

  return useMemo(
    () => ({ create, rename, cancelRename, setOpen, reorder, remove, newChatIn }),
    [create, rename, cancelRename, setOpen, reorder, remove, newChatIn],
  );
}
