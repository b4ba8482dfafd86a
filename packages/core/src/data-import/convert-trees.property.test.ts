import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messageSchema } from '../entities/index.ts';
import { convertChatGPT } from './convert-chatgpt.ts';
import { convertLibreChat } from './convert-librechat.ts';
import { convertOpenWebUI } from './convert-open-webui.ts';
import type { ImportedChat } from './imported-chat.ts';
import { linkImportedMessages } from './link-imported-messages.ts';
import { visibleConversation } from './test-fixtures.ts';

const now = Date.UTC(2026, 0, 31);

/** A message tree: node i's parent is an earlier node or none, so any shape of tree or forest. */
const treeArbitrary = fc
  .array(
    fc.record({
      parentPick: fc.nat(),
      isRoot: fc.boolean(),
      role: fc.constantFrom('user' as const, 'assistant' as const),
      text: fc.string({ minLength: 1, maxLength: 12 }).filter((text) => text.trim() !== ''),
    }),
    { minLength: 1, maxLength: 40 },
  )
  .chain((nodes) =>
    fc.record({
      nodes: fc.constant(
        nodes.map((node, index) => ({
          id: `n${index}`,
          parent: index === 0 || (node.isRoot && index % 7 === 0) ? null : `n${node.parentPick % index}`,
          role: node.role,
          text: node.text,
          time: 1_700_000_000 + index,
        })),
      ),
      current: fc.nat({ max: nodes.length - 1 }),
    }),
  );

type TreeValue = typeof treeArbitrary extends fc.Arbitrary<infer Value> ? Value : never;

function asChatGPT(tree: TreeValue): unknown {
  const mapping: Record<string, unknown> = {};
  for (const node of tree.nodes) {
    mapping[node.id] = {
      id: node.id,
      parent: node.parent,
      children: tree.nodes.filter((child) => child.parent === node.id).map((child) => child.id),
      message: {
        id: node.id,
        author: { role: node.role },
        create_time: node.time,
        content: { content_type: 'text', parts: [node.text] },
      },
    };
  }
  return [{ id: 'c', title: 'T', create_time: 1_700_000_000, current_node: `n${tree.current}`, mapping }];
}

function asOpenWebUI(tree: TreeValue): unknown {
  const messages: Record<string, unknown> = {};
  for (const node of tree.nodes) {
    messages[node.id] = {
      id: node.id,
      parentId: node.parent,
      role: node.role,
      content: node.text,
      timestamp: node.time,
    };
  }
  return [
    {
      id: 'c',
      title: 'T',
      created_at: 1_700_000_000,
      chat: { history: { messages, currentId: `n${tree.current}` } },
    },
  ];
}

function asLibreChat(tree: TreeValue): unknown {
  return {
    conversationId: 'c',
    title: 'T',
    messages: tree.nodes.map((node) => ({
      messageId: node.id,
      parentMessageId: node.parent ?? '00000000-0000-0000-0000-000000000000',
      isCreatedByUser: node.role === 'user',
      text: node.text,
      createdAt: new Date(node.time * 1000).toISOString(),
    })),
  };
}

/** The tree as parent → child content pairs, which must survive any converter. */
function edgesOf(tree: TreeValue): string[] {
  const byID = new Map(tree.nodes.map((node) => [node.id, node]));
  return tree.nodes.map(
    (node) => `${node.parent === null ? '∅' : (byID.get(node.parent)?.id ?? '?')} → ${node.id}:${node.text}`,
  );
}

function edgesOfChat(chat: ImportedChat): string[] {
  return chat.messages.map((message) => {
    const own = message.uuid.slice(message.uuid.indexOf('/') + 1);
    const parent =
      message.parentUUID === null || message.parentUUID === undefined
        ? '∅'
        : message.parentUUID.slice(message.parentUUID.indexOf('/') + 1);
    return `${parent} → ${own}:${message.content}`;
  });
}

function pathTo(tree: TreeValue): string[] {
  const byID = new Map(tree.nodes.map((node) => [node.id, node]));
  const path: string[] = [];
  for (
    let node = byID.get(`n${tree.current}`);
    node;
    node = node.parent === null ? undefined : byID.get(node.parent)
  ) {
    path.push(`${node.role}: ${node.text}`);
  }
  return path.reverse();
}

describe('every tree shape survives each converter', () => {
  it.each([
    ['ChatGPT', (tree: TreeValue) => convertChatGPT(asChatGPT(tree), { now })],
    ['Open WebUI', (tree: TreeValue) => convertOpenWebUI(asOpenWebUI(tree), { now })],
    ['LibreChat', (tree: TreeValue) => convertLibreChat(asLibreChat(tree), { now })],
  ])('%s', (name, convert) => {
    fc.assert(
      fc.property(treeArbitrary, (tree) => {
        const { items, failures } = convert(tree);
        expect(failures).toEqual([]);
        const [chat] = items;
        if (!chat) throw new Error('no chat');
        expect(edgesOfChat(chat).sort()).toEqual(edgesOf(tree).sort());
        for (const message of chat.messages) expect(messageSchema.safeParse(message).success).toBe(true);
        // LibreChat has no current node: the last message in the file shows.
        if (name !== 'LibreChat') expect(visibleConversation(chat)).toEqual(pathTo(tree));
      }),
      { numRuns: 150 },
    );
  });
});

describe('linkImportedMessages on arbitrary links', () => {
  it('always gives a forest: parents exist, come first in order, and never loop', () => {
    const nodeArbitrary = fc.record({
      id: fc.constantFrom('a', 'b', 'c', 'd', 'e', '__proto__', 'constructor'),
      parentID: fc.option(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'missing', '__proto__'), { nil: null }),
      keep: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(nodeArbitrary, { maxLength: 12 }),
        fc.option(fc.constantFrom('a', 'b', 'zz')),
        (nodes, current) => {
          const linked = linkImportedMessages(
            nodes.map((node) => ({
              id: node.id,
              parentID: node.parentID,
              message: node.keep ? { role: 'user', content: node.id } : null,
            })),
            { chatID: 'chat', fallbackTime: now, ...(current === null ? {} : { currentNodeID: current }) },
          );
          const orderOf = new Map(linked.messages.map((message) => [message.uuid, message.order]));
          expect(orderOf.size).toBe(linked.messages.length);
          for (const message of linked.messages) {
            expect(messageSchema.safeParse(message).success).toBe(true);
            if (message.parentUUID === null || message.parentUUID === undefined) continue;
            const parentOrder = orderOf.get(message.parentUUID);
            expect(parentOrder).toBeDefined();
            expect(parentOrder ?? Infinity).toBeLessThan(message.order);
          }
          if (linked.currentLeafUUID !== undefined) expect(orderOf.has(linked.currentLeafUUID)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});
