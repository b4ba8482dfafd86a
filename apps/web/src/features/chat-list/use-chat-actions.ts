import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useHostConfig } from '../../host/host-config.tsx';
import { useStorage } from '../../storage/app-storage.tsx';
import { ChatExportError } from '../chat-export/index.ts';
import type { ChatUpdate } from './chat-updates.ts';
import { restoreDeletedChat, snapshotChat, type DeletedChat } from './restore-deleted-chat.ts';

export interface ChatActionsOptions {
  activeChatID: string | undefined;
  /** Called when the open chat was deleted, so a new chat starts (spec §4). */
  onActiveChatDeleted: () => void;
  onError: (text: string) => void;
  /** Called after a delete with the way to take it back (the sidebar's "Undo" toast). */
  onDeleted: (deleted: { count: number; undo: () => Promise<void> }) => void;
}

export interface ChatActions {
  update: (chatIDs: readonly string[], change: ChatUpdate) => Promise<void>;
  remove: (chatIDs: readonly string[]) => Promise<void>;
  exportChats: (chatIDs: readonly string[]) => Promise<void>;
}

/** The chat item menu's and the bulk bar's writes; failures are reported, never thrown at the UI. */
export function useChatActions({
  activeChatID,
  onActiveChatDeleted,
  onError,
  onDeleted,
}: ChatActionsOptions): ChatActions {
  const storage = useStorage();
  const intl = useIntl();
  const hostConfig = useHostConfig();
  const brandSuffix = hostConfig.subdomain ?? hostConfig.brand;

  const report = useCallback(
    (error: unknown) => {
      onError(
        intl.formatMessage(
          { id: 'chatList.error.saveFailed', defaultMessage: 'The change could not be saved: {reason}' },
          { reason: error instanceof Error ? error.message : String(error) },
        ),
      );
    },
    [intl, onError],
  );

  const update = useCallback(
    async (chatIDs: readonly string[], change: ChatUpdate) => {
      try {
        const now = Date.now();
        // On the chats as stored, in one transaction: a title or a prompt stored meanwhile is kept.
        await storage.chats.updateMany(chatIDs, (chat) => change(chat, now));
      } catch (error) {
        report(error);
      }
    },
    [storage, report],
  );

  const remove = useCallback(
    async (chatIDs: readonly string[]) => {
      try {
        const deleted: DeletedChat[] = [];
        for (const chatID of chatIDs) {
          // Read first, so an undo brings back every message (all branches), not only the sidebar row.
          const snapshot = await snapshotChat(storage, chatID);
          await storage.deleteChat(chatID);
          if (snapshot) deleted.push(snapshot);
        }
        if (activeChatID !== undefined && chatIDs.includes(activeChatID)) onActiveChatDeleted();
        if (deleted.length === 0) return;
        onDeleted({
          count: deleted.length,
          undo: async () => {
            try {
              for (const chat of deleted) {
                await restoreDeletedChat(storage, chat, {
                  newID: () => crypto.randomUUID(),
                  now: Date.now(),
                });
              }
            } catch (error) {
              report(error);
            }
          },
        });
      } catch (error) {
        report(error);
      }
    },
    [storage, report, activeChatID, onActiveChatDeleted, onDeleted],
  );

  const exportChats = useCallback(
    async (chatIDs: readonly string[]) => {
      try {
        // Loaded on first use: the export formats are not needed to show the app.
        const { exportChatsToFile } = await import('../chat-export/export-chats-to-file.ts');
        await exportChatsToFile(storage, chatIDs, brandSuffix);
      } catch (error) {
        // The export names its own failures in the spec's words ("Nothing to export: …").
        if (error instanceof ChatExportError) {
          onError(error.message);
          return;
        }
        onError(
          intl.formatMessage(
            { id: 'chatList.error.exportFailed', defaultMessage: 'The export failed: {reason}' },
            { reason: error instanceof Error ? error.message : String(error) },
          ),
        );
      }
    },
    [storage, brandSuffix, intl, onError],
  );

  return useMemo(() => ({ update, remove, exportChats }), [update, remove, exportChats]);
}
