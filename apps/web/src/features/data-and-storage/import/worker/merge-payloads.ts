import type { ConversionResult, ImportPayload } from '@confab/core/data-import';

/** Items of several files in one list; a later file's item wins over an earlier one with the same key. */
function mergeResults<Item>(
  results: readonly ConversionResult<Item>[],
  keyOf: (item: Item) => string,
): ConversionResult<Item> {
  const items = new Map<string, Item>();
  for (const result of results) for (const item of result.items) items.set(keyOf(item), item);
  return { items: [...items.values()], failures: results.flatMap((result) => result.failures) };
}

const byID = (item: { id: string }) => item.id;

/**
 * The parts of a split export (or several files at once) as one payload. Every part is a complete
 * export file, so the parts are simply added together.
 */
export function mergePayloads(payloads: readonly ImportPayload[]): ImportPayload | undefined {
  const [first] = payloads;
  if (!first || payloads.length === 1) return first;
  const lists = <Item>(pick: (payload: ImportPayload) => ConversionResult<Item>) => payloads.map(pick);
  return {
    format: first.format,
    chats: mergeResults(
      lists((payload) => payload.chats),
      byID,
    ),
    folders: mergeResults(
      lists((payload) => payload.folders),
      byID,
    ),
    prompts: mergeResults(
      lists((payload) => payload.prompts),
      byID,
    ),
    agents: mergeResults(
      lists((payload) => payload.agents),
      byID,
    ),
    plugins: mergeResults(
      lists((payload) => payload.plugins),
      byID,
    ),
    profiles: mergeResults(
      lists((payload) => payload.profiles),
      byID,
    ),
    customModels: mergeResults(
      lists((payload) => payload.customModels),
      byID,
    ),
    settings: mergeResults(
      lists((payload) => payload.settings),
      (setting) => setting.key,
    ),
    attachments: mergeResults(
      lists((payload) => payload.attachments),
      byID,
    ),
    knowledgeCollections: mergeResults(
      lists((payload) => payload.knowledgeCollections),
      byID,
    ),
    knowledgeFiles: mergeResults(
      lists((payload) => payload.knowledgeFiles),
      ({ file }) => file.id,
    ),
    confirmations: payloads.flatMap((payload) => payload.confirmations),
    ignoredKeys: [...new Set(payloads.flatMap((payload) => payload.ignoredKeys))],
  };
}
