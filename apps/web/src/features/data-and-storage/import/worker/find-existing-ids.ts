import type { ImportPayload } from '@confab/core/data-import';
import type { StoragePort } from '@confab/core/ports';
import type { ExistingIDs } from './import-batch.ts';

async function stored(
  table: { getMany(ids: readonly string[]): Promise<unknown[]> },
  ids: readonly string[],
): Promise<ReadonlySet<string>> {
  if (ids.length === 0) return new Set();
  const found = await table.getMany(ids);
  return new Set(ids.filter((_id, index) => found[index] !== undefined));
}

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

/** Which incoming ids the store already holds, per kind (custom models waiting for a yes included). */
export async function findExistingIDs(storage: StoragePort, payload: ImportPayload): Promise<ExistingIDs> {
  const pendingModels = payload.confirmations.flatMap((confirmation) =>
    confirmation.kind === 'custom-model' ? [confirmation.model] : [],
  );
  return {
    chats: await stored(storage.chats, ids(payload.chats.items)),
    folders: await stored(storage.folders, ids(payload.folders.items)),
    prompts: await stored(storage.prompts, ids(payload.prompts.items)),
    agents: await stored(storage.agents, ids(payload.agents.items)),
    plugins: await stored(storage.plugins, ids(payload.plugins.items)),
    profiles: await stored(storage.profiles, ids(payload.profiles.items)),
    customModels: await stored(storage.customModels, ids([...payload.customModels.items, ...pendingModels])),
    knowledgeCollections: await stored(storage.knowledgeCollections, ids(payload.knowledgeCollections.items)),
    files: await stored(
      storage.files,
      payload.knowledgeFiles.items.map(({ file }) => file.id),
    ),
  };
}
