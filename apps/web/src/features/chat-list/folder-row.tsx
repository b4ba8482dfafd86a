import { useIntl } from 'react-intl';
import { ChevronIcon, FolderIcon, GearIcon, IconButton, MoreIcon, PlusIcon } from '@confab/ui';
import type { Folder } from '@confab/core';
import { InlineNameInput } from './inline-name-input.tsx';

export interface FolderDrag {
  dragging: boolean;
  dropTarget: boolean;
  onDragStart: () => void;
  onDragOver: () => void;
  onDrop: () => void;
  onDragEnd: () => void;
}

export interface FolderRowProps {
  folder: Folder;
  open: boolean;
  chatCount: number;
  editing: boolean;
  menuOpen: boolean;
  drag: FolderDrag;
  onToggle: () => void;
  onRename: (title: string | null) => void;
  onNewChat: () => void;
  onSettings: () => void;
  onOpenMenu: (anchor: HTMLElement) => void;
}

/** A project row: open/close, its name (or the rename field), new chat, settings and more actions. */
export function FolderRow({
  folder,
  open,
  chatCount,
  editing,
  menuOpen,
  drag,
  onToggle,
  onRename,
  onNewChat,
  onSettings,
  onOpenMenu,
}: FolderRowProps) {
  const intl = useIntl();
  const className = [
    'folder-row',
    drag.dragging ? 'folder-row--dragging' : '',
    drag.dropTarget ? 'folder-row--drop-target' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      className={className}
      data-folder-id={folder.id}
      draggable={!editing}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', folder.id);
        drag.onDragStart();
      }}
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        drag.onDragOver();
      }}
      onDrop={(event) => {
        event.preventDefault();
        drag.onDrop();
      }}
      onDragEnd={drag.onDragEnd}
    >
      {editing ? (
        <>
          <span className="folder-row__icon">
            <FolderIcon strokeWidth={1.8} />
          </span>
          <InlineNameInput
            initialValue={folder.title}
            label={intl.formatMessage({ id: 'chatList.project.nameInput', defaultMessage: 'Project name' })}
            onSave={onRename}
            onCancel={() => {
              onRename(null);
            }}
          />
        </>
      ) : (
        <button type="button" className="folder-row__toggle" aria-expanded={open} onClick={onToggle}>
          <ChevronIcon direction={open ? 'down' : 'right'} strokeWidth={1.8} />
          <FolderIcon strokeWidth={1.8} />
          <span className="folder-row__title">{folder.title}</span>
          <span className="folder-row__count" aria-hidden="true">
            {chatCount}
          </span>
        </button>
      )}
      <IconButton
        label={intl.formatMessage(
          { id: 'chatList.project.newChat', defaultMessage: 'New chat in {project}' },
          { project: folder.title },
        )}
        className="folder-row__button"
        onClick={onNewChat}
      >
        <PlusIcon strokeWidth={1.8} />
      </IconButton>
      <IconButton
        label={intl.formatMessage({ id: 'chatList.project.settings', defaultMessage: 'Project settings' })}
        className="folder-row__button"
        onClick={onSettings}
      >
        <GearIcon strokeWidth={1.8} />
      </IconButton>
      <IconButton
        label={intl.formatMessage({ id: 'chatList.project.actions', defaultMessage: 'Project actions' })}
        className="folder-row__button"
        aria-haspopup="menu"
        aria-expanded={menuOpen}
        onClick={(event) => {
          onOpenMenu(event.currentTarget);
        }}
      >
        <MoreIcon strokeWidth={1.8} />
      </IconButton>
    </div>
  );
}
