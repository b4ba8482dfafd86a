import { describe, expect, it } from 'vitest';
import { firstFolderOrder, moveFolder, sortFolders } from './folder-order.ts';
import { testFolder } from './test-chats.ts';

const folders = [
  testFolder('fo-c', { order: 2 }),
  testFolder('fo-a', { order: 0 }),
  testFolder('fo-b', { order: 1 }),
];
const ids = (items: { id: string }[]) => items.map((item) => item.id.slice(3)).join('');

describe('folder order', () => {
  it('sorts by order, then creation time', () => {
    expect(ids(sortFolders(folders))).toBe('abc');
    expect(
      ids(sortFolders([testFolder('fo-y', { createdAt: 9 }), testFolder('fo-x', { createdAt: 2 })])),
    ).toBe('xy');
  });

  it('places a new project before the first one', () => {
    expect(firstFolderOrder(folders)).toBe(-1);
    expect(firstFolderOrder([])).toBe(0);
  });

  it('moves a project and returns only those whose order changed', () => {
    const changed = moveFolder(folders, { folderID: 'fo-c', toIndex: 0 });
    expect(changed.map((folder) => [folder.id, folder.order])).toEqual([
      ['fo-c', 0],
      ['fo-a', 1],
      ['fo-b', 2],
    ]);
    expect(moveFolder(folders, { folderID: 'fo-a', toIndex: 0 })).toEqual([]);
    expect(moveFolder(folders, { folderID: 'fo-zz', toIndex: 0 })).toEqual([]);
  });
});
