import { describe, expect, it } from 'vitest';
import { estimateTokens } from '../models/index.ts';
import { chunkDocument, chunkDocumentDetailed, maximumChunksPerDocument } from './chunk-document.ts';
import type { DocumentBlock } from './knowledge-types.ts';

const fileID = 'fi-doc';

function words(count: number, word = 'word'): string {
  return Array.from({ length: count }, (_, index) => `${word}${String(index)}`).join(' ');
}

/** A paragraph of sentences, each ten words long. */
function sentences(count: number, tag: string): string {
  return Array.from({ length: count }, (_, index) => `${words(9, tag)} end${String(index)}.`).join(' ');
}

function text(value: string, page?: number): DocumentBlock {
  return page === undefined ? { kind: 'text', text: value } : { kind: 'text', text: value, page };
}

function heading(value: string, level: number): DocumentBlock {
  return { kind: 'heading', text: value, level };
}

describe('chunkDocument', () => {
  it('numbers chunks with ids made of the file id and the order', () => {
    const chunks = chunkDocument(
      { blocks: [text(words(100)), text(words(100))] },
      { fileID, targetTokens: 300 },
    );
    expect(chunks.map((chunk) => [chunk.id, chunk.order, chunk.fileID])).toEqual([
      ['fi-doc:0', 0, fileID],
      ['fi-doc:1', 1, fileID],
    ]);
  });

  it('keeps paragraphs whole and joins small ones into one chunk', () => {
    const chunks = chunkDocument(
      { blocks: [text('First paragraph.'), text('Second paragraph.\n\nThird paragraph.')] },
      { fileID },
    );
    expect(chunks.map((chunk) => chunk.text)).toEqual([
      'First paragraph.\n\nSecond paragraph.\n\nThird paragraph.',
    ]);
  });

  it('starts a new chunk at each heading and keeps the heading path as the section', () => {
    const chunks = chunkDocument(
      {
        blocks: [
          text('Before any heading.'),
          heading('Chapter 2', 1),
          text('Intro of chapter two.'),
          heading('Terms', 2),
          text('The terms.'),
          heading('Chapter 3', 1),
          text('Chapter three.'),
        ],
      },
      { fileID },
    );
    expect(chunks.map((chunk) => [chunk.section, chunk.text])).toEqual([
      [undefined, 'Before any heading.'],
      ['Chapter 2', 'Intro of chapter two.'],
      ['Chapter 2 › Terms', 'The terms.'],
      ['Chapter 3', 'Chapter three.'],
    ]);
  });

  it('leaves out a skipped heading level instead of showing an empty step', () => {
    const [chunk] = chunkDocument(
      { blocks: [heading('Top', 1), heading('Deep', 3), text('Body.')] },
      { fileID },
    );
    expect(chunk?.section).toBe('Top › Deep');
  });

  it('never splits a paragraph that fits, even when it would fill a chunk better', () => {
    const paragraphs = [words(150, 'a'), words(150, 'b'), words(150, 'c')];
    const chunks = chunkDocument(
      { blocks: paragraphs.map((paragraph) => text(paragraph)) },
      {
        fileID,
        targetTokens: 300,
        overlapTokens: 0,
      },
    );
    for (const chunk of chunks)
      for (const part of chunk.text.split('\n\n')) expect(paragraphs).toContain(part);
  });

  it('splits a paragraph longer than the target at sentence ends, with overlap', () => {
    const long = sentences(60, 'long');
    const chunks = chunkDocument({ blocks: [text(long)] }, { fileID, targetTokens: 100, overlapTokens: 30 });
    expect(chunks.length).toBeGreaterThan(5);
    for (const chunk of chunks) {
      expect(chunk.text).toMatch(/^long0 .*\.$/su);
      expect(estimateTokens(chunk.text)).toBeLessThanOrEqual(110);
    }
    const [first, second] = chunks;
    const secondSentences = second?.text.split('. ') ?? [];
    expect(first?.text).toContain(`${secondSentences.slice(0, 2).join('. ')}.`);
    expect(first?.text).not.toContain(`${secondSentences.slice(0, 3).join('. ')}.`);
  });

  it('carries no overlap when it is zero', () => {
    const chunks = chunkDocument(
      { blocks: [text(sentences(40, 's'))] },
      { fileID, targetTokens: 100, overlapTokens: 0 },
    );
    const sentenceCount = chunks.reduce((sum, chunk) => sum + chunk.text.split('. ').length, 0);
    expect(sentenceCount).toBe(40);
  });

  it('cuts a sentence with no ends by words, and a run without spaces by characters', () => {
    const chunks = chunkDocument(
      { blocks: [text(words(1_000)), text('x'.repeat(5_000))] },
      {
        fileID,
        targetTokens: 100,
        overlapTokens: 0,
      },
    );
    for (const chunk of chunks) expect(estimateTokens(chunk.text)).toBeLessThanOrEqual(100);
    expect(
      chunks
        .map((chunk) => chunk.text)
        .join(' ')
        .replace(/\s+/gu, ''),
    ).toBe(`${words(1_000).replace(/\s+/gu, '')}${'x'.repeat(5_000)}`);
  });

  it('gives each chunk the page where its text starts', () => {
    const chunks = chunkDocument(
      {
        blocks: [text(words(200, 'p'), 1), text(words(200, 'q'), 2), text(words(200, 'r'), 3)],
        pageCount: 3,
      },
      { fileID, targetTokens: 300 },
    );
    expect(chunks.map((chunk) => chunk.page)).toEqual([1, 2, 3]);
  });

  it('never lets a chunk cross a page, however short the pages are', () => {
    const chunks = chunkDocument(
      {
        blocks: [text('Tide tables.', 1), text('Lamp rota.', 2), text('The key is under the stone.', 7)],
        pageCount: 7,
      },
      { fileID, targetTokens: 300 },
    );
    expect(chunks.map((chunk) => [chunk.page, chunk.text])).toEqual([
      [1, 'Tide tables.'],
      [2, 'Lamp rota.'],
      [7, 'The key is under the stone.'],
    ]);
  });

  it('ignores empty blocks and pages that are not positive integers', () => {
    const chunks = chunkDocument({ blocks: [text('   '), text('Real text.', 0), text('\n\n')] }, { fileID });
    expect(chunks).toEqual([{ id: 'fi-doc:0', fileID, order: 0, text: 'Real text.' }]);
  });

  it('bounds heading depth and length', () => {
    const [chunk] = chunkDocument(
      { blocks: [heading('H'.repeat(1_000), 1), heading('Deep', 99), text('Body.')] },
      { fileID },
    );
    expect(chunk?.section).toBe(`${'H'.repeat(200)} › Deep`);
  });

  it(`stops at ${String(maximumChunksPerDocument)} chunks and says it cut the document`, () => {
    const blocks = Array.from({ length: maximumChunksPerDocument + 5 }, (_, index) =>
      heading(`Heading ${String(index)}`, 1),
    ).flatMap((block) => [block, text('Tiny.')]);
    const result = chunkDocumentDetailed({ blocks }, { fileID });
    expect(result.chunks).toHaveLength(maximumChunksPerDocument);
    expect(result.truncated).toBe(true);
    expect(chunkDocumentDetailed({ blocks: blocks.slice(0, 10) }, { fileID }).truncated).toBe(false);
  });
});
