import { useCallback, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, ErrorBoundary, IconButton, useStableCallback } from '@confab/ui';
import { chatIDsInRowOrder, type SidebarRow } from '@confab/core';
import { useChatMetas } from './use-chat-metas.ts';
import { useFolders } from './use-folders.ts';
import { useChatActions } from './use-chat-actions.ts';
import { useFolderActions } from './use-folder-actions.ts';
import { useChatListView } from './use-chat-list-view.ts';
import { useSelectMode } from './use-select-mode.ts';
import { useFolderDrag } from './use-folder-drag.ts';
import { archiveChat, moveChatToFolder, renameChat, setChatTags, unarchiveChat } from './chat-updates.ts';
import { rowHeight, rowKey } from './row-heights.ts';
import { WindowedList } from './windowed-list.tsx';
import type { OpenMenu } from './chat-list-menu.tsx';
import { TagFilter } from './tag-filter.tsx';
import { SelectionBar } from './selection-bar.tsx';
import { ChatRow } from './chat-row.tsx';
import { FolderRow } from './folder-row.tsx';
import { ChatListToolbar } from './chat-list-toolbar.tsx';
import type { ChatListDialog } from './chat-list-dialogs.tsx';
import { ChatListEmpty } from './chat-list-empty.tsx';
import { useDeletionToasts } from './use-deletion-toasts.tsx';
import { wholeListHold } from './whole-list-hold.ts';
import {
  ChatListDialogsOnDemand,
  ChatListMenuOnDemand,
  preloadChatListMenus,
} from './chat-list-menus-on-demand.tsx';
import { useAppearance } from '../settings/index.ts';
import './chat-list.css';

export interface ChatListProps {
  activeChatID: string | undefined;
  onOpenChat: (chatID: string) => void;
  /** Starts a new chat; also called when the open chat was deleted. */
  onNewChat: () => void;
}

/** The sidebar's chats and projects (spec §2, §4, §9), drawn as a windowed list. */
export function ChatList({ activeChatID, onOpenChat, onNewChat }: ChatListProps) {
  const intl = useIntl();
  const { chats, complete } = useChatMetas();
  const { folders, loaded: foldersLoaded } = useFolders();
  const [error, setError] = useState<string | null>(null);
  const [openMenu, setOpenMenu] = useState<OpenMenu | null>(null);
  const [dialog, setDialog] = useState<ChatListDialog | null>(null);
  const [editingChatID, setEditingChatID] = useState<string | null>(null);
  const [renamingFolderID, setRenamingFolderID] = useState<string | null>(null);
  const [tagFilterOpen, setTagFilterOpen] = useState(false);
  const tagFilterID = useId();
  const untitled = intl.formatMessage({ id: 'chat.untitled', defaultMessage: 'New Chat' });

  const deletions = useDeletionToasts();
  const chatActions = useChatActions({
    activeChatID,
    onActiveChatDeleted: onNewChat,
    onError: setError,
    onDeleted: deletions.offerUndo,
  });
  const folderActions = useFolderActions({ activeChatID, onActiveChatDeleted: onNewChat, onError: setError });
  const drag = useFolderDrag(folders, folderActions.reorder);
  const view = useChatListView({
    chats,
    complete,
    folders,
    foldersLoaded,
    activeChatID,
    draggingFolderID: drag.draggingID,
  });
  const select = useSelectMode();
  const closeMenu = useCallback(() => {
    setOpenMenu(null);
  }, []);

  const orderedChatIDs = useMemo(() => chatIDsInRowOrder(view.rows), [view.rows]);
  const openChat = useStableCallback(onOpenChat);
  const toggleChatSelected = useStableCallback((chatID: string, options: { range: boolean }) => {
    select.toggle(orderedChatIDs, chatID, options);
  });
  const toggleChatMenu = useStableCallback((chatID: string, anchor: HTMLElement) => {
    setOpenMenu((current) =>
      current?.kind === 'chat' && current.chatID === chatID ? null : { kind: 'chat', chatID, anchor },
    );
  });
  const renameChatTo = useStableCallback((chatID: string, title: string | null) => {
    setEditingChatID(null);
    if (title !== null) void chatActions.update([chatID], renameChat(title));
  });
  const compact = useAppearance()[0].compactSidebar;
  const heights = useMemo(() => view.rows.map((row) => rowHeight(row.kind, compact)), [view.rows, compact]);
  // A project being named is brought into view (its field takes the focus), else the open chat.
  const renamingIndex = view.rows.findIndex(
    (row) => row.kind === 'folder' && row.folder.id === renamingFolderID,
  );
  const activeIndex = view.rows.findIndex((row) => row.kind === 'chat' && row.chat.id === activeChatID);
  const reveal =
    renamingIndex !== -1
      ? { key: `folder:${String(renamingFolderID)}`, index: renamingIndex }
      : activeChatID !== undefined && activeIndex !== -1
        ? { key: `chat:${activeChatID}`, index: activeIndex }
        : undefined;
  const selectedIDs = [...select.selected].filter((id) => chats.some((chat) => chat.id === id));

  const renderRow = (index: number) => {
    const row = view.rows[index];
    return row ? renderSidebarRow(row) : null;
  };

  const renderSidebarRow = (row: SidebarRow) => {
    switch (row.kind) {
      case 'folder': {
        const { folder } = row;
        return (
          <FolderRow
            folder={folder}
            open={row.open}
            chatCount={row.chatCount}
            // Only the tab that created or renames a project shows its name field; another tab
            // sees the stored `new` flag but must not take the focus.
            editing={renamingFolderID === folder.id}
            menuOpen={openMenu?.kind === 'folder' && openMenu.folderID === folder.id}
            drag={drag.handlers(folder.id)}
            onToggle={() => void folderActions.setOpen([folder], !folder.open)}
            onRename={(title) => {
              setRenamingFolderID(null);
              void (title === null
                ? folderActions.cancelRename(folder)
                : folderActions.rename(folder, title));
            }}
            onNewChat={() => {
              void folderActions.newChatIn(folder).then((chatID) => {
                if (chatID !== undefined) onOpenChat(chatID);
              });
            }}
            onSettings={() => {
              setDialog({ kind: 'project-settings', folderID: folder.id });
            }}
            onOpenMenu={(anchor) => {
              setOpenMenu((current) =>
                current?.kind === 'folder' && current.folderID === folder.id
                  ? null
                  : { kind: 'folder', folderID: folder.id, anchor },
              );
            }}
          />
        );
      }
      case 'folder-empty':
        return (
          <p className="chat-list__folder-empty">
            {intl.formatMessage({
              id: 'chatList.project.empty',
              defaultMessage: 'No chats in this project yet.',
            })}
          </p>
        );
      case 'show-more':
        return (
          <Button
            variant="ghost"
            className={
              row.containerID === 'loose' ? 'chat-list__more' : 'chat-list__more chat-list__more--nested'
            }
            onClick={() => {
              view.showMore(row.containerID);
            }}
          >
            {intl.formatMessage(
              { id: 'chatList.showMore', defaultMessage: 'Show more ({count} more)' },
              { count: row.hiddenCount },
            )}
          </Button>
        );
      case 'chat': {
        const { chat } = row;
        return (
          <ChatRow
            chat={chat}
            active={chat.id === activeChatID}
            nested={row.containerID !== 'loose'}
            editing={editingChatID === chat.id}
            menuOpen={openMenu?.kind === 'chat' && openMenu.chatID === chat.id}
            selected={select.on ? select.selected.has(chat.id) : undefined}
            onOpen={openChat}
            onToggleSelected={toggleChatSelected}
            onOpenMenu={toggleChatMenu}
            onRename={renameChatTo}
          />
        );
      }
    }
  };

  const anyFolderOpen = folders.some((folder) => folder.open);
  // The person turned to the list: the rest of it is read now, even while an answer streams, and
  // its menus' code is asked for if the preload after the first screen has not brought it yet.
  const wantWholeList = () => {
    wholeListHold.want();
    void preloadChatListMenus().catch(() => undefined);
  };
  // A menu or dialog whose code could not be loaded (offline before the preload came) closes with a
  // notice; the list itself stays.
  const partUnavailable = () => {
    setOpenMenu(null);
    setDialog(null);
    setError(
      intl.formatMessage({
        id: 'chatList.error.partUnavailable',
        defaultMessage:
          'This menu could not be opened. If you are offline, try again once you are back online.',
      }),
    );
  };
  return (
    <div className="chat-list" onPointerEnter={wantWholeList} onFocus={wantWholeList}>
      <ChatListToolbar
        view={view.view}
        selectMode={select.on}
        tagFilterID={tagFilterID}
        tagFilterOpen={tagFilterOpen}
        hasTags={view.tags.length > 0}
        activeTagCount={view.tagIDs.size}
        sortMenuOpen={openMenu?.kind === 'sort'}
        collapseAll={
          folders.length > 3 && view.view === 'active' ? (anyFolderOpen ? 'collapse' : 'expand') : undefined
        }
        onNewProject={() => {
          void folderActions.create().then((folderID) => {
            if (folderID !== undefined) setRenamingFolderID(folderID);
          });
        }}
        onToggleSelectMode={select.toggleMode}
        onToggleTagFilter={() => {
          setTagFilterOpen((current) => !current);
        }}
        onOpenSortMenu={(anchor) => {
          setOpenMenu((current) => (current?.kind === 'sort' ? null : { kind: 'sort', anchor }));
        }}
        onToggleArchived={() => {
          view.setView(view.view === 'archived' ? 'active' : 'archived');
          select.clear();
        }}
        onCollapseAll={() => void folderActions.setOpen(folders, !anyFolderOpen)}
      />
      {tagFilterOpen && view.tags.length > 0 ? (
        <TagFilter id={tagFilterID} tags={view.tags} selected={view.tagIDs} onChange={view.setTagIDs} />
      ) : null}
      {view.view === 'archived' ? (
        <h2 className="chat-list__heading">
          {intl.formatMessage({ id: 'chatList.archived.heading', defaultMessage: 'Archived chats' })}
        </h2>
      ) : null}
      {select.on ? (
        <SelectionBar
          selectedCount={selectedIDs.length}
          view={view.view}
          onMove={() => {
            setDialog({ kind: 'move', chatIDs: selectedIDs });
          }}
          onArchive={() => {
            void chatActions.update(selectedIDs, view.view === 'archived' ? unarchiveChat : archiveChat);
            select.clear();
          }}
          onExport={() => void chatActions.exportChats(selectedIDs)}
          onDelete={() => {
            void chatActions.remove(selectedIDs);
            select.clear();
          }}
        />
      ) : null}
      {deletions.notices}
      {error === null ? null : (
        <div role="alert" className="chat-list__error">
          <span>{error}</span>
          <IconButton
            label={intl.formatMessage({ id: 'chatList.error.dismiss', defaultMessage: 'Dismiss' })}
            onClick={() => {
              setError(null);
            }}
          >
            ×
          </IconButton>
        </div>
      )}
      <nav
        aria-label={intl.formatMessage({ id: 'sidebar.chats', defaultMessage: 'Chats' })}
        className="chat-list__nav"
      >
        {view.rows.length === 0 ? (
          <ChatListEmpty loaded={complete} view={view.view} filtered={view.tagIDs.size > 0} />
        ) : (
          <WindowedList
            className="chat-list__scroller"
            heights={heights}
            rowKey={(index) => {
              const row = view.rows[index];
              return row ? rowKey(row) : String(index);
            }}
            renderRow={renderRow}
            reveal={reveal}
          />
        )}
      </nav>
      {openMenu === null ? null : (
        <ErrorBoundary fallback={() => null} onError={partUnavailable}>
          <ChatListMenuOnDemand
            menu={openMenu}
            chats={chats}
            folders={folders}
            sort={view.sort}
            chatActions={chatActions}
            onSort={(order) => void view.setSort(order)}
            onEditTitle={setEditingChatID}
            onRenameFolder={setRenamingFolderID}
            onReorderFolder={(folderID, toIndex) => void folderActions.reorder(folders, folderID, toIndex)}
            onDialog={setDialog}
            onClose={closeMenu}
          />
        </ErrorBoundary>
      )}
      {dialog === null ? null : (
        <ErrorBoundary fallback={() => null} onError={partUnavailable}>
          <ChatListDialogsOnDemand
            dialog={dialog}
            chats={chats}
            folders={folders}
            knownTags={view.tags}
            untitled={untitled}
            onClose={() => {
              setDialog(null);
            }}
            onSetTags={(chatID, tags) => void chatActions.update([chatID], setChatTags(tags))}
            onMove={(chatIDs, folderID) => {
              void chatActions.update(chatIDs, moveChatToFolder(folderID));
              select.clear();
            }}
            onDeleteProject={(folder, options) => void folderActions.remove(folder, options)}
          />
        </ErrorBoundary>
      )}
    </div>
  );
}
