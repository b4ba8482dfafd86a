export interface Ranked {
  index: number;
  score: number;
}

/**
 * Keeps the `k` best of a stream of scored indexes in a min-heap, so picking the top 10 of 100,000
 * candidates costs no sort of all of them. Ties go to the lower index, which keeps results stable.
 */
export class TopK {
  private readonly indexes: Int32Array;
  private readonly scores: Float64Array;
  private count = 0;

  constructor(private readonly k: number) {
    const size = Math.max(0, Math.floor(k));
    this.indexes = new Int32Array(size);
    this.scores = new Float64Array(size);
  }

  /** Whether entry a ranks below entry b. */
  private worse(a: number, b: number): boolean {
    const scoreA = this.scores[a] ?? 0;
    const scoreB = this.scores[b] ?? 0;
    return scoreA < scoreB || (scoreA === scoreB && (this.indexes[a] ?? 0) > (this.indexes[b] ?? 0));
  }

  private swap(a: number, b: number): void {
    const index = this.indexes[a] ?? 0;
    const score = this.scores[a] ?? 0;
    this.indexes[a] = this.indexes[b] ?? 0;
    this.scores[a] = this.scores[b] ?? 0;
    this.indexes[b] = index;
    this.scores[b] = score;
  }

  offer(index: number, score: number): void {
    if (this.indexes.length === 0 || Number.isNaN(score)) return;
    if (this.count < this.indexes.length) {
      let position = this.count;
      this.count += 1;
      this.indexes[position] = index;
      this.scores[position] = score;
      while (position > 0) {
        const parent = (position - 1) >> 1;
        if (!this.worse(position, parent)) break;
        this.swap(position, parent);
        position = parent;
      }
      return;
    }
    const rootScore = this.scores[0] ?? 0;
    if (score < rootScore || (score === rootScore && index > (this.indexes[0] ?? 0))) return;
    this.indexes[0] = index;
    this.scores[0] = score;
    let position = 0;
    for (;;) {
      const left = position * 2 + 1;
      const right = left + 1;
      let smallest = position;
      if (left < this.count && this.worse(left, smallest)) smallest = left;
      if (right < this.count && this.worse(right, smallest)) smallest = right;
      if (smallest === position) break;
      this.swap(position, smallest);
      position = smallest;
    }
  }

  /** Best first. */
  sorted(): Ranked[] {
    const ranked: Ranked[] = [];
    for (let position = 0; position < this.count; position += 1)
      ranked.push({ index: this.indexes[position] ?? 0, score: this.scores[position] ?? 0 });
    return ranked.sort((a, b) => b.score - a.score || a.index - b.index);
  }
}
