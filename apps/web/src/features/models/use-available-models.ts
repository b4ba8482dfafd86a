import { useMemo } from 'react';
import { useModelCatalogue } from './use-model-catalogue.ts';
import type { AvailableModel } from './model-list-types.ts';

/**
 * What a model picker offers: every model not hidden, in the user's order. Built-ins without a key
 * are included with `ready: false`, so the picker can say a key is missing instead of hiding them.
 * `loaded` does not wait for local discovery, which may take seconds or never answer.
 */
export function useAvailableModels(): { models: AvailableModel[]; loaded: boolean } {
  const { models, loaded } = useModelCatalogue();
  const available = useMemo<AvailableModel[]>(() => models.filter((model) => !model.hidden), [models]);
  return { models: available, loaded };
}
