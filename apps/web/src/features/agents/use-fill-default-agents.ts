import { useEffect } from 'react';
import {
  agentIDOfVersionsKey,
  defaultAgents,
  fillDefaultAgents,
  systemClock,
  tidyDefaultAgentCopies,
  type StoragePort,
} from '@confab/core';
import { useStorage } from '../../storage/app-storage.tsx';
import { settingKeys } from '../../storage/setting-keys.ts';

/**
 * The device-local flag's value once this device filled (or re-keyed) defaults under stable ids.
 * `true` is what builds before stable ids wrote: their copies have random ids and are re-keyed once.
 */
const filledWithStableIDs = 2;

async function agentsWithHistory(storage: StoragePort): Promise<Set<string>> {
  const settings = await storage.settings.all();
  return new Set(settings.flatMap((setting) => agentIDOfVersionsKey(setting.key) ?? []));
}

/** Writes the re-keyed copies before removing the old ids, so an interruption loses nothing. */
async function tidyCopies(storage: StoragePort, { rekey }: { rekey: boolean }): Promise<void> {
  const changes = tidyDefaultAgentCopies(defaultAgents, await storage.agents.list(), {
    withHistory: await agentsWithHistory(storage),
    rekey,
  });
  if (changes.put.length > 0) await storage.agents.putMany(changes.put);
  for (const id of changes.remove) await storage.agents.delete(id);
}

async function fillOnce(storage: StoragePort): Promise<void> {
  const flag = (await storage.settings.get(settingKeys.defaultAgentsFilled))?.value;
  if (flag === true) {
    await tidyCopies(storage, { rekey: true });
  } else if (flag !== filledWithStableIDs) {
    const removedIDs = new Set(
      (await storage.tombstones.list()).filter((entry) => entry.table === 'agents').map((entry) => entry.id),
    );
    await storage.agents.putMany(
      fillDefaultAgents(defaultAgents, await storage.agents.list(), { removedIDs }),
    );
  }
  if (flag !== filledWithStableIDs) {
    await storage.settings.set({
      key: settingKeys.defaultAgentsFilled,
      value: filledWithStableIDs,
      updatedAt: systemClock.now(),
      syncedAt: null,
    });
  }
  await tidyCopies(storage, { rekey: false });
}

// One run at a time per store: React's development double effects and bursts of sync writes would
// otherwise tidy the same library twice at once.
const runs = new WeakMap<StoragePort, Promise<void>>();

function runAfter(storage: StoragePort, step: () => Promise<void>): void {
  const previous = runs.get(storage) ?? Promise.resolve();
  runs.set(storage, previous.then(step, step));
}

/**
 * Spec §4: default agents are filled into the library once on non-managed hosts, under ids derived
 * from each default (docs/agents.md "Default agents and sync"): every device of an account fills the
 * same records, a removed default's tombstone keeps it removed everywhere, so the device-local flag
 * only saves this device the work. Copies another device filled under the random ids of older
 * builds arrive by sync; each time agents change, unedited duplicates are removed (never an edited
 * copy).
 */
export function useFillDefaultAgents({ enabled }: { enabled: boolean }): void {
  const storage = useStorage();
  useEffect(() => {
    if (!enabled) return;
    if (!runs.has(storage)) runAfter(storage, () => fillOnce(storage));
    return storage.subscribe((change) => {
      if (change.table === 'agents') runAfter(storage, () => tidyCopies(storage, { rekey: false }));
    });
  }, [storage, enabled]);
}
