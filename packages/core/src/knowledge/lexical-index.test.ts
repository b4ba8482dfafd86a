import { describe, expect, it } from 'vitest';
import { LexicalIndex, maximumQueryTerms, type LexicalDocument } from './lexical-index.ts';

function chunk(id: string, text: string, section?: string): LexicalDocument {
  const fileID = id.split(':')[0] ?? id;
  return section === undefined ? { id, fileID, text } : { id, fileID, text, section };
}

function ids(index: LexicalIndex, query: string, fileIDs?: ReadonlySet<string>): string[] {
  return index
    .search(query, fileIDs === undefined ? { limit: 10 } : { limit: 10, fileIDs })
    .map((hit) => hit.chunkID);
}

describe('LexicalIndex', () => {
  it('ranks more occurrences of a term higher', () => {
    const index = new LexicalIndex();
    index.add([
      chunk('fi-a:0', 'apple banana cherry date'),
      chunk('fi-a:1', 'apple apple apple banana'),
      chunk('fi-a:2', 'banana cherry date elder'),
    ]);
    expect(ids(index, 'apple')).toEqual(['fi-a:1', 'fi-a:0']);
  });

  it('weighs a rare term above a common one', () => {
    const index = new LexicalIndex();
    index.add([
      chunk('fi-a:0', 'common rare'),
      chunk('fi-a:1', 'common common'),
      chunk('fi-a:2', 'common filler'),
      chunk('fi-a:3', 'common other'),
    ]);
    const [best, second] = index.search('common rare', { limit: 2 });
    expect(best?.chunkID).toBe('fi-a:0');
    expect(second?.chunkID).toBe('fi-a:1');
    expect(best?.score ?? 0).toBeGreaterThan(second?.score ?? 0);
  });

  it('favours a short chunk over a long one with the same count', () => {
    const index = new LexicalIndex();
    index.add([
      chunk('fi-a:0', `needle ${'padding '.repeat(50)}`),
      chunk('fi-a:1', 'needle short'),
      chunk('fi-a:2', 'unrelated words here'),
    ]);
    expect(ids(index, 'needle')).toEqual(['fi-a:1', 'fi-a:0']);
  });

  it('matches inflected forms and ignores case, accents and stop words', () => {
    const index = new LexicalIndex();
    index.add([chunk('fi-a:0', 'The Senators were ELECTED'), chunk('fi-a:1', 'Café opening hours')]);
    expect(ids(index, 'senator elect')).toEqual(['fi-a:0']);
    expect(ids(index, 'cafe')).toEqual(['fi-a:1']);
    expect(ids(index, 'the of and')).toEqual([]);
  });

  it('counts words of the section a bit more than words of the text', () => {
    const index = new LexicalIndex();
    index.add([chunk('fi-a:0', 'about payment', 'Invoices'), chunk('fi-a:1', 'about invoices and payment')]);
    expect(ids(index, 'invoices')).toEqual(['fi-a:0', 'fi-a:1']);
  });

  it('removes a file and keeps the others', () => {
    const index = new LexicalIndex();
    index.add([
      chunk('fi-a:0', 'shared term alpha'),
      chunk('fi-b:0', 'shared term beta'),
      chunk('fi-b:1', 'beta'),
    ]);
    expect(index.size).toBe(3);
    index.removeFile('fi-b');
    expect(index.size).toBe(1);
    expect(ids(index, 'shared beta')).toEqual(['fi-a:0']);
    index.removeFile('fi-missing');
    expect(index.size).toBe(1);
  });

  it('limits results to the given files', () => {
    const index = new LexicalIndex();
    index.add([chunk('fi-a:0', 'topic'), chunk('fi-b:0', 'topic'), chunk('fi-c:0', 'topic')]);
    expect(ids(index, 'topic', new Set(['fi-b', 'fi-c'])).sort()).toEqual(['fi-b:0', 'fi-c:0']);
    expect(ids(index, 'topic', new Set(['fi-unknown']))).toEqual([]);
    expect(index.search('topic', { limit: 10 })[0]?.fileID).toBe('fi-a');
  });

  it('replaces a chunk added again under the same id', () => {
    const index = new LexicalIndex();
    index.add([chunk('fi-a:0', 'old words')]);
    index.add([chunk('fi-a:0', 'new words')]);
    expect(index.size).toBe(1);
    expect(ids(index, 'old')).toEqual([]);
    expect(ids(index, 'new')).toEqual(['fi-a:0']);
  });

  it('keeps the limit and answers nothing for an empty index, query or limit', () => {
    const index = new LexicalIndex();
    expect(ids(index, 'anything')).toEqual([]);
    index.add(
      Array.from({ length: 30 }, (_, position) =>
        chunk(`fi-a:${String(position)}`, `term ${'x'.repeat(position + 2)}`),
      ),
    );
    expect(index.search('term', { limit: 5 })).toHaveLength(5);
    expect(index.search('term', { limit: 0 })).toEqual([]);
    expect(index.search('', { limit: 5 })).toEqual([]);
  });

  it('stays correct through many removals and re-adds (slots reused after compaction)', () => {
    const index = new LexicalIndex();
    for (let round = 0; round < 3; round += 1)
      for (let file = 0; file < 3_000; file += 1) {
        const fileID = `fi-${String(file)}`;
        index.removeFile(fileID);
        index.add([chunk(`${fileID}:0`, `round${String(round)} file${String(file)} common`)]);
      }
    expect(index.size).toBe(3_000);
    expect(ids(index, 'round0')).toEqual([]);
    expect(index.search('round2', { limit: 5_000 })).toHaveLength(3_000);
    expect(ids(index, 'file1234 round2')[0]).toBe('fi-1234:0');
  });

  it('scores a very long query by its rarest terms', () => {
    const index = new LexicalIndex();
    const common = Array.from({ length: 100 }, (_, position) => `common${String(position)}`).join(' ');
    index.add([chunk('fi-a:0', `${common} needle`), chunk('fi-a:1', common), chunk('fi-a:2', common)]);
    expect(ids(index, `${common} needle`)[0]).toBe('fi-a:0');
    expect(maximumQueryTerms).toBeLessThan(100);
  });
});
