import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RetrievedPassage } from '@confab/core/knowledge';
import type { EmbeddingModel } from '../indexing/indexing-ports.ts';
import type { RetrievalRequest } from './knowledge-retriever.ts';
import { createRetrieveKnowledge } from './retrieve-knowledge.ts';

const passage: RetrievedPassage = {
  chunkID: 'fi-1:0',
  fileID: 'fi-1',
  documentName: 'Guide.txt',
  text: 'A passage.',
  score: 1,
};

function recordingClient() {
  const requests: RetrievalRequest[] = [];
  return {
    requests,
    client: () => ({
      retrieve: (request: RetrievalRequest) => {
        requests.push(request);
        return Promise.resolve([passage]);
      },
    }),
  };
}

describe('retrieveKnowledge', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('searches by keywords when no embedding model is chosen', async () => {
    const { requests, client } = recordingClient();
    const retrieve = createRetrieveKnowledge({ client, embeddingModel: () => undefined });
    expect(await retrieve({ text: 'pets', scope: { all: true }, limit: 4 })).toEqual([passage]);
    expect(requests).toEqual([{ text: 'pets', scope: { all: true }, limit: 4 }]);
  });

  it('embeds the question as a query with the chosen model and sends the vector with its model id', async () => {
    const { requests, client } = recordingClient();
    const purposes: (string | undefined)[] = [];
    const model: EmbeddingModel = {
      id: 'openai:text-embedding-3-small',
      embed: (texts, _signal, purpose) => {
        purposes.push(purpose);
        return Promise.resolve(texts.map(() => new Float32Array([0.6, 0.8])));
      },
    };
    const retrieve = createRetrieveKnowledge({ client, embeddingModel: () => model });
    await retrieve({ text: 'pets', scope: { collectionIDs: ['kb-a'] }, limit: 4 });
    expect(purposes).toEqual(['query']);
    expect(requests[0]).toMatchObject({
      embeddingModelID: 'openai:text-embedding-3-small',
      queryVector: new Float32Array([0.6, 0.8]),
    });
  });

  it('falls back to keywords when the question cannot be embedded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { requests, client } = recordingClient();
    const model: EmbeddingModel = { id: 'm', embed: () => Promise.reject(new Error('offline')) };
    const retrieve = createRetrieveKnowledge({ client, embeddingModel: () => model });
    expect(await retrieve({ text: 'pets', scope: { all: true }, limit: 2 })).toEqual([passage]);
    expect(requests[0]?.queryVector).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('rejects at once when the send was stopped', async () => {
    const { requests, client } = recordingClient();
    const retrieve = createRetrieveKnowledge({ client, embeddingModel: () => undefined });
    const controller = new AbortController();
    controller.abort();
    await expect(
      retrieve({ text: 'pets', scope: { all: true }, limit: 2, signal: controller.signal }),
    ).rejects.toThrow();
    expect(requests).toEqual([]);
  });
});
