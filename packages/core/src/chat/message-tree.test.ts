import { describe, expect, it } from 'vitest';
import {
  activePath,
  buildMessageTree,
  newestLeafUnder,
  siblingPosition,
  subtreeUUIDs,
} from './message-tree.ts';
import { testMessage } from './test-messages.ts';

// u1 ─ a1
//    └ a2 ─ u2 ─ a3
// u1 was answered twice (a regenerate); the conversation continued under a2.
const messages = [
  testMessage('u1', 0, { role: 'user', parentUUID: null }),
  testMessage('a1', 1, { role: 'assistant', parentUUID: 'u1' }),
  testMessage('a2', 2, { role: 'assistant', parentUUID: 'u1' }),
  testMessage('u2', 3, { role: 'user', parentUUID: 'a2' }),
  testMessage('a3', 4, { role: 'assistant', parentUUID: 'u2' }),
];

describe('message tree', () => {
  const tree = buildMessageTree(messages);

  it('shows the path to the newest message by default and to a chosen leaf on request', () => {
    expect(activePath(tree).map((message) => message.uuid)).toEqual(['u1', 'a2', 'u2', 'a3']);
    expect(activePath(tree, 'a1').map((message) => message.uuid)).toEqual(['u1', 'a1']);
  });

  it('numbers alternatives that share a parent', () => {
    const first = tree.byUUID.get('a1');
    const second = tree.byUUID.get('a2');
    if (!first || !second) throw new Error('fixture');
    expect(siblingPosition(tree, first)).toEqual({ index: 0, count: 2, nextUUID: 'a2' });
    expect(siblingPosition(tree, second)).toEqual({ index: 1, count: 2, previousUUID: 'a1' });
  });

  it('leads a switched branch to its newest leaf', () => {
    expect(newestLeafUnder(tree, 'a2')).toBe('a3');
    expect(newestLeafUnder(tree, 'a1')).toBe('a1');
  });

  it('collects a message with everything that follows it', () => {
    expect(subtreeUUIDs(tree, 'a2').sort()).toEqual(['a2', 'a3', 'u2']);
  });

  it('reads messages without parents as a linear conversation', () => {
    const linear = [
      testMessage('x', 0, { role: 'user' }),
      testMessage('y', 1, { role: 'assistant' }),
      testMessage('z', 2, { role: 'user' }),
    ];
    expect(activePath(buildMessageTree(linear)).map((message) => message.uuid)).toEqual(['x', 'y', 'z']);
  });

  it('is empty for an empty chat', () => {
    expect(activePath(buildMessageTree([]))).toEqual([]);
  });

  it('cuts a loop of stored parents, so walking a path ends', () => {
    const looped = [
      testMessage('u1', 0, { role: 'user', parentUUID: 'a2' }),
      testMessage('a1', 1, { role: 'assistant', parentUUID: 'u1' }),
      testMessage('a2', 2, { role: 'assistant', parentUUID: 'a1' }),
    ];
    const tree = buildMessageTree(looped);
    const path = activePath(tree, 'a2');
    expect(path.map((message) => message.uuid)).toEqual(['u1', 'a1', 'a2']);
    expect(activePath(tree).map((message) => message.uuid)).toEqual(['u1', 'a1', 'a2']);
    expect(subtreeUUIDs(tree, 'u1').sort()).toEqual(['a1', 'a2', 'u1']);
  });
});
