import type { SyncCategory } from '../sync-rules/index.ts';

/** The spec's features that a build may not have yet, each with its tab, settings or sync category. */
export type ProductFeature = 'plugins' | 'files' | 'teams' | 'profiles' | 'keyboardShortcuts';

/**
 * The one list of features this build has. A tab, a settings section or a sync category of a
 * feature missing here is hidden, never shown as a placeholder; the issue that builds a feature
 * adds it here and nothing else needs switching on. (Chat, agents, prompts, models and settings are
 * always built.)
 */
export const builtFeatures: ReadonlySet<ProductFeature> = new Set<ProductFeature>([
  'plugins',
  'files',
  'profiles',
  'keyboardShortcuts',
]);

export function isFeatureBuilt(feature: ProductFeature): boolean {
  return builtFeatures.has(feature);
}

/** The feature a sync category belongs to, when it belongs to one that may be missing. */
const featureOfSyncCategory: ReadonlyMap<SyncCategory, ProductFeature> = new Map([
  ['plugins', 'plugins'],
  ['pluginSettings', 'plugins'],
  ['profile', 'profiles'],
  ['keyboardShortcuts', 'keyboardShortcuts'],
  ['knowledge', 'files'],
]);

/** Whether the cloud sync settings offer a category: not when it would sync a feature not built. */
export function isSyncCategoryOffered(category: SyncCategory): boolean {
  const feature = featureOfSyncCategory.get(category);
  return feature === undefined || isFeatureBuilt(feature);
}
