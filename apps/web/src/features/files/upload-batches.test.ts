import { describe, expect, it } from 'vitest';
import { uploadBatches } from './use-uploads.ts';

const entries = (...sizes: number[]) =>
  sizes.map((size, index) => ({ name: `f${String(index)}`, file: { size } }));
const names = (batches: { name: string }[][]) => batches.map((batch) => batch.map((entry) => entry.name));

describe('upload batches', () => {
  it('writes up to 25 small files together, in the order they came', () => {
    const batches = uploadBatches(entries(...Array.from({ length: 30 }, () => 1_000)));
    expect(batches.map((batch) => batch.length)).toEqual([25, 5]);
    expect(batches.flat().map((entry) => entry.name)).toEqual(
      Array.from({ length: 30 }, (_, index) => `f${String(index)}`),
    );
  });

  it('keeps a batch within 16 MB of bytes, and a larger file alone', () => {
    expect(names(uploadBatches(entries(10_000_000, 5_000_000, 2_000_000, 40_000_000, 1)))).toEqual([
      ['f0', 'f1'],
      ['f2'],
      ['f3'],
      ['f4'],
    ]);
    expect(uploadBatches([])).toEqual([]);
  });
});
