import { systemClock, type ChatMeta, type StoragePort } from '@confab/core';

/**
 * Shows a change to a chat at once and stores it on the chat as stored now, not on the copy the
 * screen holds: a prompt sent or a sync applied since that copy was read keeps what it wrote (the
 * whole copy written back put an older last message back as the chat's end).
 */
export function saveChatChange(
  storage: StoragePort,
  meta: ChatMeta,
  change: (chat: ChatMeta) => ChatMeta,
  show: (meta: ChatMeta) => void,
): void {
  const now = systemClock.now();
  const stamped = (chat: ChatMeta): ChatMeta => ({ ...change(chat), updatedAt: now, syncedAt: null });
  show(stamped(meta));
  void storage.chats.update(meta.id, stamped);
}
