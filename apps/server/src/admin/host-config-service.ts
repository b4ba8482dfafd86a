import type { HostConfig } from '@confab/core/protocol';
import type { Logger } from '../logging/logger.ts';
import { publicView, type SystemModelsStore } from '../system-models/system-models-store.ts';
import type { AdminStore } from './admin-store.ts';
import { mergeHostConfig } from './host-config-overrides.ts';

/**
 * How long an instance serves its cached effective config. A PUT clears the cache of the instance
 * that took it at once; other instances over the same PostgreSQL see the change within this time.
 */
export const hostConfigCacheTtlMs = 5_000;

export interface HostConfigService {
  /** The file/environment config (with licensing), before any override. */
  base: HostConfig;
  /** The config /config.json serves: base, then the stored overrides, then the system models. */
  effective: () => Promise<HostConfig>;
  /** Forget the cached config (after a change). */
  invalidate: () => void;
}

export function createHostConfigService({
  base,
  adminStore,
  systemModels,
  logger,
  now = () => Date.now(),
}: {
  base: HostConfig;
  adminStore: Pick<AdminStore, 'readOverrides'>;
  systemModels: Pick<SystemModelsStore, 'list'>;
  logger: Logger;
  now?: () => number;
}): HostConfigService {
  let cached: { config: Promise<HostConfig>; loadedAt: number } | undefined;

  const load = async (): Promise<HostConfig> => {
    const [overrides, models] = await Promise.all([adminStore.readOverrides(), systemModels.list()]);
    const merged = mergeHostConfig(base, overrides);
    if (!merged.ok) {
      // Overrides valid when stored may not fit a base changed since; the base still serves.
      logger.warn('Stored host-config overrides no longer fit the host config', {
        fields: merged.fields.join(', '),
      });
    }
    const config = merged.ok ? merged.config : base;
    if (models.length === 0) return config;
    return { ...config, systemModels: [...(config.systemModels ?? []), ...models.map(publicView)] };
  };

  return {
    base,
    effective() {
      const current = now();
      if (!cached || current - cached.loadedAt >= hostConfigCacheTtlMs) {
        const config = load();
        cached = { config, loadedAt: current };
        // A failed read is not cached: the next request tries again.
        config.catch(() => {
          if (cached?.config === config) cached = undefined;
        });
      }
      return cached.config;
    },
    invalidate() {
      cached = undefined;
    },
  };
}
