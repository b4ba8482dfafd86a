import { systemClock, type Plugin, type StoragePort } from '@confab/core';
import { planPluginInstall, pluginToStore, type PluginInstallPlan } from '@confab/core/plugin-import';
import { useStorage } from '../../storage/app-storage.tsx';
import { useLiveQuery } from '../../storage/use-live-query.ts';
import { builtInToolIDs } from '../tools/index.ts';

/** Built-in tools answer to their ids, so a plugin may not take one as a function name. */
const reservedNames: ReadonlySet<string> = new Set(builtInToolIDs);

export type PluginInstallOutcome = 'installed' | 'updated';

export interface PluginInstall {
  /** Undefined until the installed plugins are read. */
  plan: PluginInstallPlan | undefined;
  install: () => Promise<PluginInstallOutcome>;
}

/** Thrown when, by the time of saving, another plugin took one of the candidate's function names. */
export class PluginNameClashError extends Error {
  override readonly name = 'PluginNameClashError';
}

async function installPlugin(storage: StoragePort, candidate: Plugin): Promise<PluginInstallOutcome> {
  // Planned again from storage: the list shown may be a moment old (another tab, a sync).
  const plan = planPluginInstall(candidate, await storage.plugins.list(), { reservedNames });
  if (plan.clashes.length > 0) throw new PluginNameClashError(plan.clashes.join(', '));
  await storage.plugins.put(pluginToStore(candidate, plan, { now: systemClock.now() }));
  return plan.existing === undefined ? 'installed' : 'updated';
}

/** Whether the candidate would be a new plugin or an update, and the action that saves it. */
export function usePluginInstall(candidate: Plugin | undefined): PluginInstall {
  const storage = useStorage();
  const { value: plan } = useLiveQuery(
    () =>
      candidate === undefined
        ? null
        : {
            read: async (reader) =>
              planPluginInstall(candidate, await reader.plugins.list(), { reservedNames }),
            watches: (change) => change.table === 'plugins',
          },
    [candidate],
  );
  return {
    plan,
    install: () => {
      if (candidate === undefined) return Promise.reject(new Error('Nothing to install'));
      return installPlugin(storage, candidate);
    },
  };
}
