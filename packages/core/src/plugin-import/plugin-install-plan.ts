import type { Plugin } from '../entities/index.ts';
import { pluginFunctionNames } from './plugin-file.ts';

/**
 * What installing a candidate would do: add it, or update the installed plugin it is a version of
 * (same `uuid`, or the same source address when a file carries no uuid of its own). `clashes` lists
 * the candidate's function names another tool already answers to (interop §6: `openaiSpec.name`
 * must be unique across installed plugins), or that the candidate repeats; any clash refuses the
 * install, since a model could not tell the two apart.
 */
export interface PluginInstallPlan {
  existing: Plugin | undefined;
  clashes: string[];
}

function isSameSource(candidate: Plugin, installed: Plugin): boolean {
  if (installed.uuid === candidate.uuid) return true;
  return candidate.githubURL !== undefined && installed.githubURL === candidate.githubURL;
}

export function planPluginInstall(
  candidate: Plugin,
  installed: readonly Plugin[],
  { reservedNames }: { reservedNames: ReadonlySet<string> },
): PluginInstallPlan {
  const existing = installed.find((plugin) => isSameSource(candidate, plugin));
  const taken = new Set(reservedNames);
  for (const plugin of installed) {
    if (plugin !== existing) for (const name of pluginFunctionNames(plugin)) taken.add(name);
  }
  const clashes = new Set<string>();
  const seen = new Set<string>();
  for (const name of pluginFunctionNames(candidate)) {
    if (taken.has(name) || seen.has(name)) clashes.add(name);
    seen.add(name);
  }
  return { existing, clashes: [...clashes] };
}

/**
 * The record to store. An update keeps the installed plugin's local id (chats' tool choices and the
 * person's settings point at it), its switch and its creation time; a new install is stored as read.
 */
export function pluginToStore(candidate: Plugin, plan: PluginInstallPlan, { now }: { now: number }): Plugin {
  const existing = plan.existing;
  if (existing === undefined) return { ...candidate, createdAt: now, updatedAt: now, syncedAt: null };
  return {
    ...candidate,
    id: existing.id,
    uuid: existing.uuid,
    enabled: existing.enabled,
    createdAt: existing.createdAt,
    updatedAt: now,
    syncedAt: null,
  };
}
