import type { Message } from '../entities/index.ts';
import { breakParentCycles } from '../chat/index.ts';

/** What a converter makes of one vendor message that is kept. */
export interface MessageDraft {
  role: 'user' | 'assistant';
  content: string;
  createdAt?: number;
  model?: string;
  reasoning?: string;
}

/**
 * One node of a vendor's message tree. `message` null is a node that is not kept (ChatGPT's empty
 * root, hidden system context, tool calls, empty text): its children hang on its nearest kept
 * ancestor instead.
 */
export interface SourceNode {
  id: string;
  parentID: string | null;
  message: MessageDraft | null;
}

export interface LinkedMessages {
  messages: Message[];
  /** The kept message the vendor showed last (its current node, or its nearest kept ancestor). */
  currentLeafUUID: string | undefined;
}

export interface LinkOptions {
  chatID: string;
  /** The vendor's visible leaf; absent means the last kept node in input order. */
  currentNodeID?: string;
  /** Time for a message that has none and no earlier message to borrow from. */
  fallbackTime: number;
}

/** Message uuids are made per chat: two files (or two chats of one) may reuse a vendor's ids. */
export function importedMessageUUID(chatID: string, nodeID: string): string {
  return `${chatID}/${nodeID}`;
}

/**
 * Turns a vendor's nodes into Confab messages with `parentUUID` links. Real files hold parents that
 * are missing (those nodes become roots), self-references and cycles (the node where a loop closes
 * becomes a root), duplicate ids (the first wins) and thousands of levels: every walk is a loop,
 * never a recursion. `order` lists parents before children and siblings in input order.
 */
export function linkImportedMessages(nodes: readonly SourceNode[], options: LinkOptions): LinkedMessages {
  const byID = new Map<string, SourceNode>();
  for (const node of nodes) if (!byID.has(node.id)) byID.set(node.id, node);
  const parents = new Map<string, string | null>();
  for (const node of byID.values()) {
    const parent = node.parentID;
    parents.set(node.id, parent !== null && parent !== node.id && byID.has(parent) ? parent : null);
  }
  breakParentCycles(parents);

  const children = new Map<string | null, string[]>();
  for (const id of byID.keys()) {
    const parent = parents.get(id) ?? null;
    const siblings = children.get(parent);
    if (siblings) siblings.push(id);
    else children.set(parent, [id]);
  }

  const messages: Message[] = [];
  const keptAncestor = new Map<string, Message | null>();
  // Depth first, iteratively; pushed in reverse so siblings come out in input order.
  const pending: { id: string; keptParent: Message | null }[] = (children.get(null) ?? [])
    .map((id) => ({ id, keptParent: null }))
    .reverse();
  for (let next = pending.pop(); next; next = pending.pop()) {
    const node = byID.get(next.id);
    if (!node) continue;
    let kept = next.keptParent;
    if (node.message) {
      const createdAt = node.message.createdAt ?? kept?.createdAt ?? options.fallbackTime;
      kept = {
        uuid: importedMessageUUID(options.chatID, node.id),
        chatID: options.chatID,
        role: node.message.role,
        content: node.message.content,
        ...(node.message.model === undefined ? {} : { model: node.message.model }),
        ...(node.message.reasoning === undefined ? {} : { reasoning: node.message.reasoning }),
        parentUUID: next.keptParent?.uuid ?? null,
        order: messages.length,
        createdAt,
        updatedAt: createdAt,
        syncedAt: null,
      };
      messages.push(kept);
    }
    keptAncestor.set(node.id, kept);
    const nodeChildren = children.get(node.id) ?? [];
    for (let index = nodeChildren.length - 1; index >= 0; index -= 1) {
      const child = nodeChildren[index];
      if (child !== undefined) pending.push({ id: child, keptParent: kept });
    }
  }

  const current =
    options.currentNodeID === undefined ? undefined : (keptAncestor.get(options.currentNodeID) ?? undefined);
  return { messages, currentLeafUUID: current?.uuid ?? lastKeptInInputOrder(nodes, keptAncestor) };
}

function lastKeptInInputOrder(
  nodes: readonly SourceNode[],
  keptAncestor: ReadonlyMap<string, Message | null>,
): string | undefined {
  for (let index = nodes.length - 1; index >= 0; index -= 1) {
    const node = nodes[index];
    const kept = node === undefined ? undefined : keptAncestor.get(node.id);
    if (kept) return kept.uuid;
  }
  return undefined;
}
