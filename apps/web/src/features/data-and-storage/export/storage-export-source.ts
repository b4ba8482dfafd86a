import type { Profile, StoragePort } from '@confab/core';
import {
  exportAttachment,
  exportKnowledgeFile,
  type ExportListKey,
  type ExportSource,
} from '@confab/core/data-export';
import { isEncryptedKey } from '@confab/core/key-vault';
import { customModelForSync } from '@confab/core/sync-rules';
import { toolImageIDs } from '../../tools/on-demand.ts';
import { exportSettingValue } from '../export-setting-places.ts';
import type { YieldToBrowser } from './yield-to-browser.ts';

export interface StorageExportSourceOptions {
  /** Called after each exported chat with the count so far and the total. */
  onChatExported?: (exported: number, total: number) => void;
  /** Lets the page breathe between records (tests pass one that never waits). */
  yieldToBrowser: YieldToBrowser;
}

/**
 * Chats read at once, their messages in one read transaction: few enough that they stay small in
 * memory (50 × 20 messages) and their schema checks take a few milliseconds, enough that the
 * per-transaction cost (which a read per chat paid 10,000 times) stops mattering.
 */
const chatsPerRead = 50;

/**
 * Plain provider keys stay on the device (spec: keys are kept locally; the export sections hold no
 * provider keys). A key the vault encrypted is useless without the person's password, so it goes.
 */
function withEncryptedKeysOnly(profile: Profile): Profile {
  const { assignedAPIKey, ...rest } = profile;
  if (!assignedAPIKey) return rest;
  const kept = Object.fromEntries(
    Object.entries(assignedAPIKey).filter(([, value]) => typeof value === 'string' && isEncryptedKey(value)),
  );
  return Object.keys(kept).length === 0 ? rest : { ...rest, assignedAPIKey: kept };
}

/**
 * The export writer's view of the local store. Chats are read one at a time (ids first, then the
 * chat and its messages), so 10,000 chats with their messages never sit in memory together; the
 * blobs the exported chats point at (attachments, generated images) follow as `attachments`.
 */
export function storageExportSource(storage: StoragePort, options: StorageExportSourceOptions): ExportSource {
  const blobIDs = new Set<string>();
  let settings: Promise<ReadonlyMap<string, unknown>> | undefined;
  const storedSettings = () =>
    (settings ??= storage.settings
      .all()
      .then((all) => new Map(all.map((setting) => [setting.key, setting.value]))));

  async function* chats(): AsyncGenerator {
    const chatIDs = (await storage.chats.query({ includeArchived: true, orderBy: 'updatedAt' })).map(
      (chat) => chat.id,
    );
    let exported = 0;
    for (let start = 0; start < chatIDs.length; start += chatsPerRead) {
      await options.yieldToBrowser();
      const batch = chatIDs.slice(start, start + chatsPerRead);
      // Asked together, so the database answers them in one go instead of one round trip each.
      const [metas, messageLists] = await Promise.all([
        storage.chats.getMany(batch),
        storage.messages.listByChats(batch),
      ]);
      for (const [index, meta] of metas.entries()) {
        exported += 1;
        if (meta === undefined) continue;
        // The writer turns each chat into text before asking for the next: 50 of them in one task
        // could pass 200 ms on a busy machine.
        if (index > 0) await options.yieldToBrowser();
        const messages = (messageLists[index] ?? []).sort((left, right) => left.order - right.order);
        for (const message of messages) {
          for (const attachment of message.attachments ?? []) blobIDs.add(attachment.blobID);
          for (const imageID of toolImageIDs(message)) blobIDs.add(imageID);
        }
        yield { ...meta, messages };
      }
      options.onChatExported?.(exported, chatIDs.length);
    }
  }

  async function* attachments(): AsyncGenerator {
    for (const blobID of blobIDs) {
      await options.yieldToBrowser();
      const blob = await storage.blobs.get(blobID);
      if (blob) yield await exportAttachment(blob);
    }
  }

  /** Each file with its bytes, read one at a time; a file whose bytes are gone cannot be restored. */
  async function* knowledgeFiles(): AsyncGenerator {
    for (const file of await storage.files.list()) {
      await options.yieldToBrowser();
      const blob = await storage.blobs.get(file.blobID);
      if (blob) yield await exportKnowledgeFile(file, blob);
    }
  }

  async function* listed(read: () => Promise<readonly unknown[]>): AsyncGenerator {
    for (const record of await read()) {
      await options.yieldToBrowser();
      yield record;
    }
  }

  const lists = new Map<ExportListKey, () => AsyncGenerator>([
    ['chats', chats],
    ['attachments', attachments],
    ['folders', () => listed(() => storage.folders.list())],
    ['userPrompts', () => listed(() => storage.prompts.list())],
    ['userCharacters', () => listed(() => storage.agents.list())],
    ['installedPlugins', () => listed(() => storage.plugins.list())],
    // The sync rule for a custom model's key serves here too: a locked key goes, a plain one stays.
    [
      'customModels',
      () =>
        listed(async () =>
          (await storage.customModels.list()).map((model) => customModelForSync(model, true)),
        ),
    ],
    ['userProfiles', () => listed(async () => (await storage.profiles.list()).map(withEncryptedKeysOnly))],
    // An organisation's collections are the organisation's to keep, not part of a personal backup.
    [
      'knowledgeCollections',
      () =>
        listed(async () =>
          (await storage.knowledgeCollections.list()).filter((entry) => entry.organisation !== true),
        ),
    ],
    ['knowledgeFiles', knowledgeFiles],
  ]);

  return {
    records: (key) => lists.get(key)?.() ?? [],
    value: async (key) => exportSettingValue(key, await storedSettings()),
  };
}
