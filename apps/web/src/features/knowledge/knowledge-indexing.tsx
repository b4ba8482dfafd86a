import { useEffect, useMemo, useRef } from 'react';
import type { StoragePort } from '@confab/core';
import { useConnectionSettings, useCustomModels } from '../models/index.ts';
import { useStorage } from '../../storage/app-storage.tsx';
import { settingKeys } from '../../storage/setting-keys.ts';
import { useSetting } from '../../storage/use-setting.ts';
import { setActiveEmbeddingModel } from './embedding/active-embedding-model.ts';
import {
  embeddingChoiceSchema,
  embeddingConnection,
  embeddingModelFor,
  noEmbedding,
} from './embedding/embedding-choice.ts';
import type { KnowledgeIndexingHandle } from './indexing/start-knowledge-indexing.ts';

let runningIndexing: KnowledgeIndexingHandle | undefined;

/**
 * Forgets every document's reading state so all are read again: through this tab's service when it
 * runs one (which also forgets the files it gave up on this session), else straight in the store,
 * where the indexing tab sees it.
 */
export async function reindexEverything(storage: StoragePort): Promise<void> {
  if (runningIndexing) {
    await runningIndexing.reindexAll();
    return;
  }
  for (const document of await storage.indexedDocuments.list())
    await storage.indexedDocuments.delete(document.id);
}

/**
 * Mounted once in the app: keeps the embedding model current for indexing and retrieval, and runs
 * the indexing service in the background. It starts only once the setting and the keys are read, so
 * the service never mistakes "not read yet" for "no embedding model" and drops vectors.
 */
export function KnowledgeIndexing() {
  const storage = useStorage();
  const choice = useSetting(settingKeys.knowledgeEmbeddingModel, embeddingChoiceSchema, noEmbedding);
  const connectionSettings = useConnectionSettings();
  const { customModels, loaded: customModelsLoaded } = useCustomModels();
  const model = useMemo(
    () =>
      embeddingModelFor(
        choice.value,
        embeddingConnection(choice.value, connectionSettings.settings, customModels),
      ),
    [choice.value, connectionSettings.settings, customModels],
  );
  const modelRef = useRef(model);
  useEffect(() => {
    modelRef.current = model;
    setActiveEmbeddingModel(model);
    runningIndexing?.refresh();
  }, [model]);

  const ready = choice.loaded && connectionSettings.loaded && customModelsLoaded;
  useEffect(() => {
    if (!ready || typeof window === 'undefined') return;
    let handle: KnowledgeIndexingHandle | undefined;
    let stopped = false;
    // Loaded on start (after load and idle): the service, the chunker and the reader client stay out
    // of the first bundle.
    void import('./indexing/start-knowledge-indexing.ts').then(({ startKnowledgeIndexing }) => {
      if (stopped) return;
      handle = startKnowledgeIndexing({ storage, embeddingModel: () => modelRef.current });
      runningIndexing = handle;
    });
    return () => {
      stopped = true;
      handle?.stop();
      if (runningIndexing === handle) runningIndexing = undefined;
    };
  }, [ready, storage]);
  return null;
}
