// The embedding model this tab can call now (chosen in Settings, with its key opened), shared by the
// indexing service and the question side of retrieval, which must embed with the same model. Set
// by the KnowledgeIndexing component, which follows the setting, the keys and the vault.
import type { EmbeddingModel } from '../indexing/indexing-ports.ts';

let active: EmbeddingModel | undefined;

export function setActiveEmbeddingModel(model: EmbeddingModel | undefined): void {
  active = model;
}

export function activeEmbeddingModel(): EmbeddingModel | undefined {
  return active;
}
