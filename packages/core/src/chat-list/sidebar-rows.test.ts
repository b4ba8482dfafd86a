import { describe, expect, it } from 'vitest';
import {
  chatIDsInRowOrder,
  groupSidebarChats,
  sidebarRowsOf,
  type SidebarRow,
  type SidebarRowsInput,
} from './sidebar-rows.ts';
import { testChat, testFolder } from './test-chats.ts';

function input(fields: Partial<SidebarRowsInput>): SidebarRowsInput {
  return {
    chats: [],
    folders: [],
    view: 'active',
    tagIDs: new Set(),
    sort: 'recent',
    shownCounts: new Map(),
    activeChatID: undefined,
    draggingFolderID: null,
    ...fields,
  };
}

function describeRow(row: SidebarRow): string {
  switch (row.kind) {
    case 'folder':
      return `[${row.folder.id}${row.open ? '' : ' closed'} ${String(row.chatCount)}]`;
    case 'folder-empty':
      return `(empty)`;
    case 'chat':
      return row.chat.id;
    case 'show-more':
      return `+${String(row.hiddenCount)}`;
  }
}
/** Both steps at once, as `use-chat-list-view.ts` composes them. */
const buildSidebarRows = (rowsInput: SidebarRowsInput) =>
  sidebarRowsOf(groupSidebarChats(rowsInput), rowsInput);

const layout = (rows: SidebarRow[]) => rows.map(describeRow).join(' ');

const many = (prefix: string, count: number, fields = {}) =>
  Array.from({ length: count }, (_, index) =>
    testChat(`${prefix}${String(index)}`, { updatedAt: 1000 - index, ...fields }),
  );

describe('the sidebar rows (groupSidebarChats, then sidebarRowsOf)', () => {
  it('lists projects in order with their chats, then the loose chats', () => {
    const rows = buildSidebarRows(
      input({
        folders: [
          testFolder('fo-2', { order: 1 }),
          testFolder('fo-1', { order: 0, open: false }),
          testFolder('fo-3', { order: 2 }),
        ],
        chats: [
          testChat('x', { folderID: 'fo-1' }),
          testChat('y', { folderID: 'fo-2', updatedAt: 5 }),
          testChat('z', { folderID: 'fo-gone' }),
          testChat('w', { updatedAt: 9 }),
        ],
      }),
    );
    expect(layout(rows)).toBe('[fo-1 closed 1] [fo-2 1] y [fo-3 0] (empty) w z');
  });

  it('shows 20 chats per container with a show-more row, and more when asked', () => {
    const chats = [...many('p', 25, { folderID: 'fo-1' }), ...many('l', 41)];
    const first = buildSidebarRows(input({ chats, folders: [testFolder('fo-1')] }));
    expect(first.filter((row) => row.kind === 'chat')).toHaveLength(40);
    expect(layout(first.filter((row) => row.kind === 'show-more'))).toBe('+5 +21');
    const more = buildSidebarRows(
      input({ chats, folders: [testFolder('fo-1')], shownCounts: new Map([['loose', 40]]) }),
    );
    expect(layout(more.filter((row) => row.kind === 'show-more'))).toBe('+5 +1');
  });

  it('extends a container to the page holding the open chat', () => {
    const rows = buildSidebarRows(input({ chats: many('l', 50), activeChatID: 'l33' }));
    expect(chatIDsInRowOrder(rows)).toHaveLength(40);
    expect(layout(rows.slice(-1))).toBe('+10');
  });

  it('pages one grouping for another open chat or more shown, without grouping again', () => {
    const groups = groupSidebarChats(input({ chats: many('l', 50) }));
    const paging = { shownCounts: new Map<string, number>(), draggingFolderID: null };
    expect(chatIDsInRowOrder(sidebarRowsOf(groups, { ...paging, activeChatID: undefined }))).toHaveLength(20);
    expect(chatIDsInRowOrder(sidebarRowsOf(groups, { ...paging, activeChatID: 'l33' }))).toHaveLength(40);
  });

  it('draws a dragged project closed', () => {
    const rows = buildSidebarRows(
      input({
        folders: [testFolder('fo-1')],
        chats: [testChat('a', { folderID: 'fo-1' })],
        draggingFolderID: 'fo-1',
      }),
    );
    expect(layout(rows)).toBe('[fo-1 closed 1]');
  });

  it('lists only archived chats, without projects, in the archived view', () => {
    const rows = buildSidebarRows(
      input({
        view: 'archived',
        folders: [testFolder('fo-1')],
        chats: [testChat('a', { archivedAt: 1, folderID: 'fo-1' }), testChat('b')],
      }),
    );
    expect(layout(rows)).toBe('a');
  });

  it('leaves out projects without a matching chat while a tag filter is on', () => {
    const tag = { id: 't', name: 'tag' };
    const rows = buildSidebarRows(
      input({
        tagIDs: new Set(['t']),
        folders: [testFolder('fo-1'), testFolder('fo-2', { order: 1 })],
        chats: [
          testChat('a', { folderID: 'fo-2', tags: [tag] }),
          testChat('b', { tags: [tag] }),
          testChat('c'),
        ],
      }),
    );
    expect(layout(rows)).toBe('[fo-2 1] a b');
  });

  it('handles 10,000 chats', () => {
    const rows = buildSidebarRows(
      input({ chats: many('c', 10_000), shownCounts: new Map([['loose', 10_000]]) }),
    );
    expect(chatIDsInRowOrder(rows)).toHaveLength(10_000);
  });
});
