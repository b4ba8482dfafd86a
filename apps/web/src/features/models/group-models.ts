import type { ModelInfo } from '@confab/core';

export type ModelGroupKey = ModelInfo['style'] | 'custom' | 'local' | 'system';

export interface ModelGroup<Model> {
  key: ModelGroupKey;
  models: Model[];
}

export function modelGroupKey(model: Pick<ModelInfo, 'source' | 'style'>): ModelGroupKey {
  return model.source === 'built-in' ? model.style : model.source;
}

/**
 * Groups for a picker: built-ins by provider, then custom and local models. Groups come in the order
 * their first model has in the user's list, so moving a model to the top moves its group up too.
 */
export function groupModels<Model extends Pick<ModelInfo, 'source' | 'style'>>(
  models: readonly Model[],
): ModelGroup<Model>[] {
  const groups = new Map<ModelGroupKey, Model[]>();
  for (const model of models) {
    const key = modelGroupKey(model);
    const group = groups.get(key);
    if (group) group.push(model);
    else groups.set(key, [model]);
  }
  return [...groups].map(([key, members]) => ({ key, models: members }));
}
