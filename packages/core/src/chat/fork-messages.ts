import type { Message } from '../entities/index.ts';

export interface ForkOptions {
  chatID: string;
  now: number;
  uuid: () => string;
}

/** Spec §4: a fork copies the messages up to a chosen index into a new chat, each with a new uuid. */
export function forkMessages(path: readonly Message[], uptoIndex: number, options: ForkOptions): Message[] {
  const copies: Message[] = [];
  let parentUUID: string | null = null;
  for (const [order, message] of path.slice(0, uptoIndex + 1).entries()) {
    const copy: Message = {
      ...message,
      uuid: options.uuid(),
      chatID: options.chatID,
      parentUUID,
      order,
      syncedAt: null,
    };
    copies.push(copy);
    parentUUID = copy.uuid;
  }
  return copies;
}
