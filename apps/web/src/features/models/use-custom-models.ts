import type { CustomModel } from '@confab/core';
import { useLiveQuery } from '../../storage/use-live-query.ts';

const noModels: CustomModel[] = [];

/** The user's custom model records, oldest first, re-read when this or another tab changes them. */
export function useCustomModels(): { customModels: CustomModel[]; loaded: boolean } {
  const { value, loaded } = useLiveQuery(
    () => ({
      read: async (storage) =>
        (await storage.customModels.list()).sort((first, second) => first.createdAt - second.createdAt),
      watches: (change) => change.table === 'customModels',
    }),
    [],
  );
  return { customModels: value ?? noModels, loaded };
}
