import { createDefaultPrompts, type StoragePort } from '@confab/core';
import { settingKeys } from '../../storage/setting-keys.ts';

const fills = new WeakMap<StoragePort, Promise<void>>();

/**
 * Writes the built-in prompts once per store. The setting remembers it, so prompts a person deleted
 * never come back; the fixed ids make a second fill from another tab rewrite the same records.
 */
export function fillDefaultPromptsOnce(storage: StoragePort, now: number): Promise<void> {
  let fill = fills.get(storage);
  if (!fill) {
    fill = (async () => {
      const filled = await storage.settings.get(settingKeys.defaultPromptsFilled);
      if (filled?.value === true) return;
      await storage.prompts.putMany(createDefaultPrompts(now));
      await storage.settings.set({
        key: settingKeys.defaultPromptsFilled,
        value: true,
        updatedAt: now,
        syncedAt: null,
      });
    })();
    fills.set(storage, fill);
  }
  return fill;
}
