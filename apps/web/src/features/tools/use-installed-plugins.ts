import type { Plugin } from '@confab/core';
import { useLiveQuery } from '../../storage/use-live-query.ts';

const noPlugins: Plugin[] = [];

/** The installed plugins by title, kept live. */
export function useInstalledPlugins(): readonly Plugin[] {
  const { value } = useLiveQuery(
    () => ({
      read: async (storage) =>
        [...(await storage.plugins.list())].sort((first, second) => first.title.localeCompare(second.title)),
      watches: (change) => change.table === 'plugins',
    }),
    [],
  );
  return value ?? noPlugins;
}
