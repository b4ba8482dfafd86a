import { useEffect } from 'react';
import * as z from 'zod/mini';
import { systemClock, type StoragePort } from '@confab/core';
import { useStorage } from '../../storage/app-storage.tsx';
import { settingKeys } from '../../storage/setting-keys.ts';
import { builtInTools } from '../tools/index.ts';
import { builtInPluginsToFill } from './built-in-plugins.ts';

const filledIDsSchema = z.array(z.string().check(z.maxLength(256))).check(z.maxLength(500));

async function fillOnce(storage: StoragePort): Promise<void> {
  const parsed = filledIDsSchema.safeParse(
    (await storage.settings.get(settingKeys.builtInPluginsFilled))?.value,
  );
  const filledIDs = parsed.success ? parsed.data : [];
  const records = builtInPluginsToFill(builtInTools, await storage.plugins.list(), filledIDs);
  if (records.length > 0) await storage.plugins.putMany(records);
  const allIDs = builtInTools.map((tool) => tool.id);
  if (allIDs.every((id) => filledIDs.includes(id))) return;
  await storage.settings.set({
    key: settingKeys.builtInPluginsFilled,
    value: [...new Set([...filledIDs, ...allIDs])],
    updatedAt: systemClock.now(),
    syncedAt: null,
  });
}

const runs = new WeakMap<StoragePort, Promise<void>>();

/**
 * Fills the built-ins in as system plugins once per profile on non-managed hosts (agents-sync-keys
 * §4). Until then, and on managed hosts, a built-in without a record counts as switched on.
 */
export function useFillBuiltInPlugins({ enabled }: { enabled: boolean }): void {
  const storage = useStorage();
  useEffect(() => {
    if (!enabled || runs.has(storage)) return;
    runs.set(storage, fillOnce(storage));
  }, [storage, enabled]);
}
