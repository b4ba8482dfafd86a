import { useIntl } from 'react-intl';
import {
  ArchiveIcon,
  CheckListIcon,
  CollapseIcon,
  FolderPlusIcon,
  IconButton,
  SortIcon,
  TagIcon,
} from '@confab/ui';
import type { ChatListView } from '@confab/core';

export interface ChatListToolbarProps {
  view: ChatListView;
  selectMode: boolean;
  tagFilterID: string;
  tagFilterOpen: boolean;
  /** Tags in use; the filter button shows only when there is one. */
  hasTags: boolean;
  activeTagCount: number;
  sortMenuOpen: boolean;
  /** Undefined hides the collapse toggle (it shows with more than 3 projects, spec §9). */
  collapseAll: 'collapse' | 'expand' | undefined;
  onNewProject: () => void;
  onToggleSelectMode: () => void;
  onToggleTagFilter: () => void;
  onOpenSortMenu: (anchor: HTMLElement) => void;
  onToggleArchived: () => void;
  onCollapseAll: () => void;
}

export function ChatListToolbar(props: ChatListToolbarProps) {
  const intl = useIntl();
  const tagLabel =
    props.activeTagCount > 0
      ? intl.formatMessage(
          { id: 'chatList.tagFilter.buttonActive', defaultMessage: 'Filter by tag ({count} chosen)' },
          { count: props.activeTagCount },
        )
      : intl.formatMessage({ id: 'chatList.tagFilter.button', defaultMessage: 'Filter by tag' });
  return (
    <div
      role="toolbar"
      aria-label={intl.formatMessage({ id: 'chatList.toolbar', defaultMessage: 'Chat list' })}
      className="chat-list-toolbar"
    >
      <IconButton
        label={intl.formatMessage({ id: 'chatList.project.new', defaultMessage: 'New project' })}
        onClick={props.onNewProject}
        disabled={props.view === 'archived'}
      >
        <FolderPlusIcon strokeWidth={1.8} />
      </IconButton>
      <IconButton
        label={intl.formatMessage({ id: 'chatList.select.toggle', defaultMessage: 'Select chats' })}
        aria-pressed={props.selectMode}
        onClick={props.onToggleSelectMode}
      >
        <CheckListIcon strokeWidth={1.8} />
      </IconButton>
      {props.hasTags ? (
        <IconButton
          label={tagLabel}
          aria-expanded={props.tagFilterOpen}
          aria-controls={props.tagFilterOpen ? props.tagFilterID : undefined}
          className={props.activeTagCount > 0 ? 'chat-list-toolbar__active' : undefined}
          onClick={props.onToggleTagFilter}
        >
          <TagIcon strokeWidth={1.8} />
        </IconButton>
      ) : null}
      <IconButton
        label={intl.formatMessage({ id: 'chatList.sort.button', defaultMessage: 'Sort chats' })}
        aria-haspopup="menu"
        aria-expanded={props.sortMenuOpen}
        onClick={(event) => {
          props.onOpenSortMenu(event.currentTarget);
        }}
      >
        <SortIcon strokeWidth={1.8} />
      </IconButton>
      <IconButton
        label={intl.formatMessage({ id: 'chatList.archived.toggle', defaultMessage: 'Archived chats' })}
        aria-pressed={props.view === 'archived'}
        onClick={props.onToggleArchived}
      >
        <ArchiveIcon strokeWidth={1.8} />
      </IconButton>
      {props.collapseAll === undefined ? null : (
        <IconButton
          label={
            props.collapseAll === 'collapse'
              ? intl.formatMessage({
                  id: 'chatList.project.collapseAll',
                  defaultMessage: 'Collapse all projects',
                })
              : intl.formatMessage({
                  id: 'chatList.project.expandAll',
                  defaultMessage: 'Expand all projects',
                })
          }
          onClick={props.onCollapseAll}
        >
          <CollapseIcon strokeWidth={1.8} />
        </IconButton>
      )}
    </div>
  );
}
