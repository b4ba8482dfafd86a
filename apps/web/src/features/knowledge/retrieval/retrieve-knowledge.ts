// The `RetrieveKnowledge` port the conversation engine calls. The question is embedded here, on the
// page, because only the page holds the opened provider keys; the worker ranks.
import type { RetrieveKnowledge } from '@confab/core/knowledge';
import { activeEmbeddingModel } from '../embedding/active-embedding-model.ts';
import type { EmbeddingModel } from '../indexing/indexing-ports.ts';
// The limits come from their own module: the retriever (and BM25) belongs in the worker's chunk.
import { retrievalLimits } from './retrieval-limits.ts';
import { sharedRetrievalClient, type RetrievalClient } from './retrieval-client.ts';

export interface RetrieveKnowledgeDependencies {
  client: () => RetrievalClient;
  embeddingModel: () => EmbeddingModel | undefined;
}

export function createRetrieveKnowledge(dependencies: RetrieveKnowledgeDependencies): RetrieveKnowledge {
  return async (query) => {
    const { signal } = query;
    signal?.throwIfAborted();
    const model = dependencies.embeddingModel();
    const text = query.text.slice(0, retrievalLimits.queryCharacters);
    let queryVector: Float32Array | undefined;
    if (model && text.trim() !== '') {
      try {
        [queryVector] = await model.embed([text], signal ?? new AbortController().signal, 'query');
      } catch (error) {
        signal?.throwIfAborted();
        // Offline or a refused key: keyword search still answers, which beats no sources at all.
        console.warn('The question could not be embedded; searching by keywords only', error);
      }
    }
    const passages = await dependencies.client().retrieve({
      text,
      scope: query.scope,
      limit: query.limit,
      ...(queryVector && model ? { queryVector, embeddingModelID: model.id } : {}),
    });
    signal?.throwIfAborted();
    return passages;
  };
}

/** Retrieval in the app: the shared worker and the model chosen in Settings. */
export const retrieveKnowledge: RetrieveKnowledge = createRetrieveKnowledge({
  client: sharedRetrievalClient,
  embeddingModel: activeEmbeddingModel,
});
