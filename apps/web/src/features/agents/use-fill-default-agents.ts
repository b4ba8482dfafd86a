import { useEffect } from 'react';
import { cryptoRandom, defaultAgents, fillDefaultAgents, systemClock, type StoragePort } from '@confab/core';
import { useStorage } from '../../storage/app-storage.tsx';
import { settingKeys } from '../../storage/setting-keys.ts';

// One fill per store and page: React's development double effects would otherwise race and fill twice.
const fills = new WeakMap<StoragePort, Promise<void>>();

async function fillOnce(storage: StoragePort): Promise<void> {
  const flag = await storage.settings.get(settingKeys.defaultAgentsFilled);
  if (flag?.value === true) return;
  const now = systemClock.now();
  const library = await storage.agents.list();
  await storage.agents.putMany(fillDefaultAgents(defaultAgents, library, { random: cryptoRandom, now }));
  await storage.settings.set({
    key: settingKeys.defaultAgentsFilled,
    value: true,
    updatedAt: now,
    syncedAt: null,
  });
}

/**
 * Spec §4: default agents are filled into the library once on non-managed hosts. The flag is
 * written even when nothing was added, so agents the user removed do not come back.
 */
export function useFillDefaultAgents({ enabled }: { enabled: boolean }): void {
  const storage = useStorage();
  useEffect(() => {
    if (!enabled || fills.has(storage)) return;
    fills.set(storage, fillOnce(storage));
  }, [storage, enabled]);
}
