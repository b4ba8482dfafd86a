import { useIntl, type IntlShape } from 'react-intl';
import { chatSortOrders, sortFolders, type ChatMeta, type ChatSortOrder, type Folder } from '@confab/core';
import { archiveChat, toggleFavourite, unarchiveChat } from './chat-updates.ts';
import { chatMenuItems, folderMenuItems } from './menu-items.ts';
import { chatSortLabels } from './chat-sort-labels.ts';
import { PopupMenu, type PopupMenuItem } from './popup-menu.tsx';
import type { ChatListDialog } from './chat-list-dialogs.tsx';
import type { ChatActions } from './use-chat-actions.ts';

export type OpenMenu =
  | { kind: 'chat'; chatID: string; anchor: HTMLElement }
  | { kind: 'folder'; folderID: string; anchor: HTMLElement }
  | { kind: 'sort'; anchor: HTMLElement };

export interface ChatListMenuProps {
  menu: OpenMenu;
  chats: readonly ChatMeta[];
  folders: readonly Folder[];
  sort: ChatSortOrder;
  chatActions: ChatActions;
  onSort: (order: ChatSortOrder) => void;
  onEditTitle: (chatID: string) => void;
  onRenameFolder: (folderID: string) => void;
  onReorderFolder: (folderID: string, toIndex: number) => void;
  onDialog: (dialog: ChatListDialog) => void;
  onClose: () => void;
}

/**
 * The chat list's open menu (sort order, a chat's or a project's actions). Its code loads with the
 * first menu opened, not with the first screen.
 */
export function ChatListMenu(props: ChatListMenuProps) {
  const intl = useIntl();
  const { menu } = props;
  const label =
    menu.kind === 'sort'
      ? intl.formatMessage({ id: 'chatList.sort.button', defaultMessage: 'Sort chats' })
      : menu.kind === 'chat'
        ? intl.formatMessage({ id: 'chatList.chat.actions', defaultMessage: 'Chat actions' })
        : intl.formatMessage({ id: 'chatList.project.actions', defaultMessage: 'Project actions' });
  return (
    <PopupMenu anchor={menu.anchor} label={label} items={menuItems(intl, props)} onClose={props.onClose} />
  );
}

function menuItems(
  intl: IntlShape,
  {
    menu,
    chats,
    folders,
    sort,
    chatActions,
    onSort,
    onEditTitle,
    onRenameFolder,
    onReorderFolder,
    onDialog,
  }: ChatListMenuProps,
): PopupMenuItem[] {
  switch (menu.kind) {
    case 'sort':
      return chatSortOrders.map((order) => ({
        id: order,
        label: intl.formatMessage(chatSortLabels[order]),
        checked: sort === order,
        onSelect: () => {
          onSort(order);
        },
      }));
    case 'chat': {
      const chat = chats.find((candidate) => candidate.id === menu.chatID);
      if (!chat) return [];
      const ids = [chat.id];
      return chatMenuItems(intl, chat, {
        editTitle: () => {
          onEditTitle(chat.id);
        },
        toggleFavourite: () => void chatActions.update(ids, toggleFavourite),
        editTags: () => {
          onDialog({ kind: 'tags', chatID: chat.id });
        },
        move: () => {
          onDialog({ kind: 'move', chatIDs: ids });
        },
        toggleArchived: () =>
          void chatActions.update(ids, chat.archivedAt === null ? archiveChat : unarchiveChat),
        exportChat: () => void chatActions.exportChats(ids),
        share: () => {
          onDialog({ kind: 'share', chatID: chat.id });
        },
        remove: () => void chatActions.remove(ids),
      });
    }
    case 'folder': {
      const sorted = sortFolders(folders);
      const index = sorted.findIndex((folder) => folder.id === menu.folderID);
      const folder = sorted[index];
      if (!folder) return [];
      return folderMenuItems(intl, {
        rename: () => {
          onRenameFolder(folder.id);
        },
        moveUp:
          index > 0
            ? () => {
                onReorderFolder(folder.id, index - 1);
              }
            : undefined,
        moveDown:
          index < sorted.length - 1
            ? () => {
                onReorderFolder(folder.id, index + 1);
              }
            : undefined,
        remove: () => {
          onDialog({ kind: 'delete-project', folderID: folder.id });
        },
      });
    }
  }
}
