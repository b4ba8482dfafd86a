import type { SidebarRow } from '@confab/core';

/** Fixed row heights (px) let the windowed list place rows without measuring them; the CSS matches. */
export const rowHeights: Record<SidebarRow['kind'], number> = {
  folder: 40,
  'folder-empty': 32,
  chat: 52,
  'show-more': 36,
};

/** A chat row with "compact sidebar lines" on (Settings → Appearance): the title only. */
export const compactChatRowHeight = 36;

export function rowHeight(kind: SidebarRow['kind'], compact: boolean): number {
  return kind === 'chat' && compact ? compactChatRowHeight : rowHeights[kind];
}

export function rowKey(row: SidebarRow): string {
  switch (row.kind) {
    case 'folder':
      return `folder:${row.folder.id}`;
    case 'folder-empty':
      return `empty:${row.folderID}`;
    case 'chat':
      return `chat:${row.chat.id}`;
    case 'show-more':
      return `more:${row.containerID}`;
  }
}
