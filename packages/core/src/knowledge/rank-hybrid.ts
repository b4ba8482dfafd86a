import { TopK } from './top-k.ts';

export interface ScoredChunk {
  chunkID: string;
  score: number;
}

export interface RankHybridOptions {
  /** Reciprocal-rank-fusion constant: larger flattens the difference between ranks. */
  k?: number;
}

export const defaultFusionK = 60;

/**
 * Merges a lexical and a vector ranking by reciprocal-rank fusion: each list adds 1 / (k + rank) for
 * each chunk it holds. Ranks, not scores, are fused because BM25 scores and cosines live on unrelated
 * scales; a chunk found by both lists rises above one found by either alone. Best first; ties keep the
 * lexical order.
 */
export function rankHybrid(
  lexical: readonly ScoredChunk[],
  vector: readonly ScoredChunk[],
  options: RankHybridOptions = {},
): ScoredChunk[] {
  const k = options.k ?? defaultFusionK;
  const fused = new Map<string, { score: number; order: number }>();
  for (const list of [lexical, vector]) {
    const seen = new Set<string>();
    list.forEach((entry, rank) => {
      if (seen.has(entry.chunkID)) return;
      seen.add(entry.chunkID);
      const existing = fused.get(entry.chunkID);
      if (existing) existing.score += 1 / (k + rank + 1);
      else fused.set(entry.chunkID, { score: 1 / (k + rank + 1), order: fused.size });
    });
  }
  return [...fused]
    .sort(([, a], [, b]) => b.score - a.score || a.order - b.order)
    .map(([chunkID, { score }]) => ({ chunkID, score }));
}

function norm(vector: Float32Array): number {
  let sum = 0;
  for (let index = 0; index < vector.length; index += 1) {
    const value = vector[index] ?? 0;
    sum += value * value;
  }
  return Math.sqrt(sum);
}

/**
 * The `k` vectors most similar to the query by cosine, best first. Vectors of another length (another
 * embedding model) and zero vectors are skipped rather than scored.
 */
export function cosineTopK(
  query: Float32Array,
  vectors: Iterable<{ chunkID: string; embedding: Float32Array }>,
  k: number,
): ScoredChunk[] {
  const queryNorm = norm(query);
  if (queryNorm === 0 || k <= 0) return [];
  const best = new TopK(k);
  const chunkIDs: string[] = [];
  for (const { chunkID, embedding } of vectors) {
    if (embedding.length !== query.length) continue;
    let dot = 0;
    let sum = 0;
    for (let index = 0; index < embedding.length; index += 1) {
      const value = embedding[index] ?? 0;
      dot += value * (query[index] ?? 0);
      sum += value * value;
    }
    if (sum === 0) continue;
    best.offer(chunkIDs.length, dot / (queryNorm * Math.sqrt(sum)));
    chunkIDs.push(chunkID);
  }
  return best.sorted().map(({ index, score }) => ({ chunkID: chunkIDs[index] ?? '', score }));
}
