import { createChatMeta, type ChatMeta, type Folder } from '../entities/index.ts';

/** A chat for tests: created at `time`, with only the fields a test names changed. */
export function testChat(id: string, fields: Partial<ChatMeta> = {}): ChatMeta {
  return { ...createChatMeta({ id, now: 1 }), ...fields };
}

export function testFolder(id: string, fields: Partial<Folder> = {}): Folder {
  return {
    id,
    title: id,
    order: 0,
    open: true,
    settings: {},
    createdAt: 1,
    updatedAt: 1,
    syncedAt: null,
    ...fields,
  };
}
