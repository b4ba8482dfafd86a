import type { ModelInfo } from './model-info.ts';

/**
 * Sorts by the user's saved order. Models the order does not name (new built-ins, a model added
 * since the last reorder) keep their natural place after the named ones, so an old saved order never
 * hides a new model.
 */
export function sortModelsByOrder<Model extends Pick<ModelInfo, 'id'>>(
  models: readonly Model[],
  modelIDsOrder: readonly string[],
): Model[] {
  const position = new Map(modelIDsOrder.map((id, index) => [id, index]));
  const named = models.filter((model) => position.has(model.id));
  const unnamed = models.filter((model) => !position.has(model.id));
  named.sort((first, second) => (position.get(first.id) ?? 0) - (position.get(second.id) ?? 0));
  return [...named, ...unnamed];
}

/** What a picker offers: the saved order, without the models the user hid. */
export function orderModels<Model extends Pick<ModelInfo, 'id'>>(
  models: readonly Model[],
  modelIDsOrder: readonly string[],
  hiddenModelIDs: readonly string[],
): Model[] {
  const hidden = new Set(hiddenModelIDs);
  return sortModelsByOrder(models, modelIDsOrder).filter((model) => !hidden.has(model.id));
}

export type MoveDirection = 'up' | 'down';

/**
 * The new saved order after moving one model a step. Takes the ids as the list shows them (so
 * hidden models keep their place) and returns the full order to store.
 */
export function moveModel(orderedIDs: readonly string[], id: string, direction: MoveDirection): string[] {
  const next = [...orderedIDs];
  const index = next.indexOf(id);
  const target = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || target < 0 || target >= next.length) return next;
  const neighbour = next[target];
  if (neighbour === undefined) return next;
  next[target] = id;
  next[index] = neighbour;
  return next;
}
