import type { Message } from '../entities/index.ts';

/**
 * A chat's messages form a tree: regenerating an answer or editing a prompt adds a sibling under the
 * same parent. The conversation on screen is one path from the root to a leaf.
 */
export interface MessageTree {
  byUUID: ReadonlyMap<string, Message>;
  /** Children per parent uuid (null for roots), oldest first. */
  children: ReadonlyMap<string | null, readonly Message[]>;
  parentUUID: (message: Message) => string | null;
}

export function buildMessageTree(messages: readonly Message[]): MessageTree {
  const ordered = [...messages].sort((left, right) => left.order - right.order);
  const byUUID = new Map(ordered.map((message) => [message.uuid, message]));
  const parents = new Map<string, string | null>();
  let previous: Message | undefined;
  for (const message of ordered) {
    // Messages from linear sources carry no parent: they follow the message before them.
    const declared = message.parentUUID;
    const parent = declared === undefined ? (previous?.uuid ?? null) : declared;
    parents.set(message.uuid, parent !== null && byUUID.has(parent) ? parent : null);
    previous = message;
  }
  breakParentCycles(parents);
  const children = new Map<string | null, Message[]>();
  for (const message of ordered) {
    const parent = parents.get(message.uuid) ?? null;
    const siblings = children.get(parent) ?? [];
    siblings.push(message);
    children.set(parent, siblings);
  }
  return { byUUID, children, parentUUID: (message) => parents.get(message.uuid) ?? null };
}

/**
 * Stored parents can form a loop (a synced or imported record naming its own descendant): walking
 * up the path would then never end and freeze the page. The message where a loop closes becomes a
 * root. Each message is walked once, so this is linear.
 */
export function breakParentCycles(parents: Map<string, string | null>): void {
  const settled = new Set<string>();
  for (const start of parents.keys()) {
    const onWalk = new Set<string>();
    let current: string | null = start;
    while (current !== null && !settled.has(current)) {
      if (onWalk.has(current)) {
        parents.set(current, null);
        break;
      }
      onWalk.add(current);
      current = parents.get(current) ?? null;
    }
    for (const uuid of onWalk) settled.add(uuid);
  }
}

/** Follows the newest child at every step: where a branch leads when the user switches to it. */
export function newestLeafUnder(tree: MessageTree, uuid: string): string {
  let current = uuid;
  for (;;) {
    const next = tree.children.get(current)?.at(-1);
    if (!next) return current;
    current = next.uuid;
  }
}

/** The messages from the root to `leafUUID`; without a known leaf, the path to the newest message. */
export function activePath(tree: MessageTree, leafUUID?: string): Message[] {
  let leaf = leafUUID === undefined ? undefined : tree.byUUID.get(leafUUID);
  if (!leaf) {
    const roots = tree.children.get(null);
    const newestRoot = roots?.at(-1);
    if (!newestRoot) return [];
    leaf = tree.byUUID.get(newestLeafUnder(tree, newestRoot.uuid));
  }
  const path: Message[] = [];
  for (let current = leaf; current;) {
    path.push(current);
    const parent = tree.parentUUID(current);
    current = parent === null ? undefined : tree.byUUID.get(parent);
  }
  return path.reverse();
}

export interface SiblingPosition {
  index: number;
  count: number;
  previousUUID?: string;
  nextUUID?: string;
}

/** Where a message stands among the alternatives that share its parent (for "2 / 3" navigation). */
export function siblingPosition(tree: MessageTree, message: Message): SiblingPosition {
  const siblings = tree.children.get(tree.parentUUID(message)) ?? [message];
  const index = siblings.findIndex((sibling) => sibling.uuid === message.uuid);
  const previous = siblings[index - 1];
  const next = siblings[index + 1];
  return {
    index,
    count: siblings.length,
    ...(previous ? { previousUUID: previous.uuid } : {}),
    ...(next ? { nextUUID: next.uuid } : {}),
  };
}

/** The message and everything that follows from it, for deleting a message with its replies. */
export function subtreeUUIDs(tree: MessageTree, uuid: string): string[] {
  const found: string[] = [];
  const pending = [uuid];
  while (pending.length > 0) {
    const current = pending.pop();
    if (current === undefined) break;
    found.push(current);
    for (const child of tree.children.get(current) ?? []) pending.push(child.uuid);
  }
  return found;
}
