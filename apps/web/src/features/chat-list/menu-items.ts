import type { IntlShape } from 'react-intl';
import type { ChatMeta } from '@confab/core';
import type { PopupMenuItem } from './popup-menu.tsx';

export interface ChatMenuHandlers {
  editTitle: () => void;
  toggleFavourite: () => void;
  editTags: () => void;
  move: () => void;
  toggleArchived: () => void;
  exportChat: () => void;
  share: () => void;
  remove: () => void;
}

/** The chat item menu (spec §2); favourite is offered only for chats that are not archived. */
export function chatMenuItems(intl: IntlShape, chat: ChatMeta, handlers: ChatMenuHandlers): PopupMenuItem[] {
  const archived = chat.archivedAt !== null;
  const items: (PopupMenuItem | false)[] = [
    {
      id: 'edit-title',
      label: intl.formatMessage({ id: 'chatList.chat.editTitle', defaultMessage: 'Edit title' }),
      onSelect: handlers.editTitle,
    },
    !archived && {
      id: 'favourite',
      label:
        chat.favoritedAt === null
          ? intl.formatMessage({ id: 'chatList.chat.favourite', defaultMessage: 'Favourite' })
          : intl.formatMessage({ id: 'chatList.chat.unfavourite', defaultMessage: 'Unfavourite' }),
      onSelect: handlers.toggleFavourite,
    },
    {
      id: 'tags',
      label: intl.formatMessage({ id: 'chatList.chat.tags', defaultMessage: 'Tags…' }),
      onSelect: handlers.editTags,
    },
    {
      id: 'move',
      label: intl.formatMessage({ id: 'chatList.chat.move', defaultMessage: 'Move to project…' }),
      onSelect: handlers.move,
    },
    {
      id: 'archive',
      label: archived
        ? intl.formatMessage({ id: 'chatList.chat.unarchive', defaultMessage: 'Unarchive' })
        : intl.formatMessage({ id: 'chatList.chat.archive', defaultMessage: 'Archive' }),
      onSelect: handlers.toggleArchived,
    },
    {
      id: 'export',
      label: intl.formatMessage({ id: 'chatList.chat.export', defaultMessage: 'Export' }),
      onSelect: handlers.exportChat,
    },
    {
      id: 'share',
      label: intl.formatMessage({ id: 'chatList.chat.share', defaultMessage: 'Share…' }),
      onSelect: handlers.share,
    },
    {
      id: 'delete',
      label: intl.formatMessage({ id: 'chatList.chat.delete', defaultMessage: 'Delete' }),
      onSelect: handlers.remove,
      tone: 'danger',
    },
  ];
  return items.filter((item) => item !== false);
}

export interface FolderMenuHandlers {
  rename: () => void;
  moveUp: (() => void) | undefined;
  moveDown: (() => void) | undefined;
  remove: () => void;
}

/** The project row's menu; Move up and Move down are the keyboard's way to reorder projects. */
export function folderMenuItems(intl: IntlShape, handlers: FolderMenuHandlers): PopupMenuItem[] {
  const items: (PopupMenuItem | false)[] = [
    {
      id: 'rename',
      label: intl.formatMessage({ id: 'chatList.project.rename', defaultMessage: 'Rename' }),
      onSelect: handlers.rename,
    },
    handlers.moveUp !== undefined && {
      id: 'move-up',
      label: intl.formatMessage({ id: 'chatList.project.moveUp', defaultMessage: 'Move up' }),
      onSelect: handlers.moveUp,
    },
    handlers.moveDown !== undefined && {
      id: 'move-down',
      label: intl.formatMessage({ id: 'chatList.project.moveDown', defaultMessage: 'Move down' }),
      onSelect: handlers.moveDown,
    },
    {
      id: 'delete',
      label: intl.formatMessage({ id: 'chatList.project.delete', defaultMessage: 'Delete project…' }),
      onSelect: handlers.remove,
      tone: 'danger',
    },
  ];
  return items.filter((item) => item !== false);
}
