import type { ChatMeta, Folder, Tag } from '@confab/core';
import { LazyShareChatDialog } from '../chat-export/index.ts';
import { LazyProjectSettingsDialog } from '../projects/index.ts';
import { lazyComponent } from '@confab/ui';

// Each dialog's code loads when it opens: none is on the first screen.
const TagsDialog = lazyComponent(async () => (await import('./tags-dialog.tsx')).TagsDialog);
const MoveToProjectDialog = lazyComponent(
  async () => (await import('./move-to-project-dialog.tsx')).MoveToProjectDialog,
);
const DeleteProjectDialog = lazyComponent(
  async () => (await import('./delete-project-dialog.tsx')).DeleteProjectDialog,
);

export type ChatListDialog =
  | { kind: 'tags'; chatID: string }
  | { kind: 'move'; chatIDs: readonly string[] }
  | { kind: 'delete-project'; folderID: string }
  | { kind: 'share'; chatID: string }
  | { kind: 'project-settings'; folderID: string };

export interface ChatListDialogsProps {
  dialog: ChatListDialog | null;
  chats: readonly ChatMeta[];
  folders: readonly Folder[];
  knownTags: readonly Tag[];
  untitled: string;
  onClose: () => void;
  onSetTags: (chatID: string, tags: readonly Tag[]) => void;
  onMove: (chatIDs: readonly string[], folderID: string | null) => void;
  onDeleteProject: (folder: Folder, options: { withChats: boolean }) => void;
}

/** Whichever popup the chat list has open: tags, move, project delete, share or project settings. */
export function ChatListDialogs({
  dialog,
  chats,
  folders,
  knownTags,
  untitled,
  onClose,
  onSetTags,
  onMove,
  onDeleteProject,
}: ChatListDialogsProps) {
  if (dialog === null) return null;
  switch (dialog.kind) {
    case 'tags': {
      const chat = chats.find((candidate) => candidate.id === dialog.chatID);
      if (!chat) return null;
      return (
        <TagsDialog
          chatTitle={chat.chatTitle.trim() === '' ? untitled : chat.chatTitle}
          tags={chat.tags}
          knownTags={knownTags}
          onChange={(tags) => {
            onSetTags(chat.id, tags);
          }}
          onClose={onClose}
        />
      );
    }
    case 'move': {
      const moving = chats.filter((chat) => dialog.chatIDs.includes(chat.id));
      const folderIDs = new Set(moving.map((chat) => chat.folderID));
      return (
        <MoveToProjectDialog
          chatCount={dialog.chatIDs.length}
          currentFolderID={folderIDs.size === 1 ? [...folderIDs][0] : undefined}
          folders={folders}
          onMove={(folderID) => {
            onMove(dialog.chatIDs, folderID);
          }}
          onClose={onClose}
        />
      );
    }
    case 'delete-project': {
      const folder = folders.find((candidate) => candidate.id === dialog.folderID);
      if (!folder) return null;
      return (
        <DeleteProjectDialog
          projectTitle={folder.title}
          chatCount={chats.filter((chat) => chat.folderID === folder.id).length}
          onDelete={(options) => {
            onDeleteProject(folder, options);
          }}
          onClose={onClose}
        />
      );
    }
    case 'share':
      return <LazyShareChatDialog chatID={dialog.chatID} onClose={onClose} />;
    case 'project-settings':
      return <LazyProjectSettingsDialog folderID={dialog.folderID} onClose={onClose} />;
  }
}
