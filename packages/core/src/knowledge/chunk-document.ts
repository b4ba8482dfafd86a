import type { KnowledgeChunk } from '../entities/index.ts';
import type { DocumentBlock, ExtractedDocument } from './knowledge-types.ts';
import { estimateTokens } from '../models/index.ts';
import { paragraphPieces, splitSentences, type TextPiece } from './split-text.ts';

/** Bump when chunking changes: it is part of each document's fingerprint, so documents are read again. */
export const chunkerVersion = 'chunker-2';

export const defaultChunkTargetTokens = 300;
export const defaultChunkOverlapTokens = 40;
/** A document yielding more chunks is cut there (about six million words); `truncated` says so. */
export const maximumChunksPerDocument = 20_000;
/** Heading levels kept in a section path, and the length of each heading in it. */
const maximumHeadingDepth = 6;
const maximumHeadingLength = 200;

/** A text block may hold several paragraphs separated by blank lines. */
const paragraphBreak = /\n[^\S\n]*\n/u;

export const sectionSeparator = ' › ';

export interface ChunkDocumentOptions {
  fileID: string;
  targetTokens?: number;
  overlapTokens?: number;
}

export interface ChunkedDocument {
  chunks: KnowledgeChunk[];
  /** The document had more than `maximumChunksPerDocument` chunks; the rest was left out. */
  truncated: boolean;
}

interface OpenChunk {
  pieces: TextPiece[];
  tokens: number;
  /** Pieces carried over from the previous chunk: a chunk made of nothing else is not emitted. */
  carried: number;
}

function clampLevel(level: number | undefined): number {
  if (level === undefined || !Number.isFinite(level)) return 1;
  return Math.min(maximumHeadingDepth, Math.max(1, Math.trunc(level)));
}

function joinPieces(pieces: readonly TextPiece[]): string {
  let text = '';
  for (const piece of pieces) {
    if (text !== '') text += piece.paragraphStart ? '\n\n' : ' ';
    text += piece.text;
  }
  return text;
}

/** The end of a chunk, in whole sentences, repeated at the start of the next so a fact on the seam survives. */
function overlapPieces(pieces: readonly TextPiece[], overlapTokens: number): TextPiece[] {
  const carried: TextPiece[] = [];
  let tokens = 0;
  for (let pieceIndex = pieces.length - 1; pieceIndex >= 0 && overlapTokens > 0; pieceIndex -= 1) {
    const piece = pieces[pieceIndex];
    if (piece === undefined) break;
    const sentences = splitSentences(piece.text);
    for (let index = sentences.length - 1; index >= 0; index -= 1) {
      const sentence = sentences[index] ?? '';
      const sentenceTokens = estimateTokens(sentence);
      if (tokens + sentenceTokens > overlapTokens) return startParagraph(carried);
      const paragraphStart = index === 0 && piece.paragraphStart;
      carried.unshift({ text: sentence, tokens: sentenceTokens, page: piece.page, paragraphStart });
      tokens += sentenceTokens;
    }
  }
  return startParagraph(carried);
}

function startParagraph(pieces: TextPiece[]): TextPiece[] {
  const first = pieces[0];
  if (first) first.paragraphStart = true;
  return pieces;
}

/**
 * Splits a read document into retrievable passages of about `targetTokens` (counted by
 * `estimateTokens` of core/models, characters / 4, the estimate the rest of the app uses).
 * A heading always starts a new chunk and joins the section path ("Chapter 2 › Terms"); paragraphs
 * are kept whole unless one alone exceeds the target, which is then split at sentences. Consecutive
 * chunks of one section share about `overlapTokens` of whole sentences. A chunk never crosses a page
 * of a paged document, so `page` is the page its whole text is on.
 */
export function chunkDocumentDetailed(
  document: ExtractedDocument,
  options: ChunkDocumentOptions,
): ChunkedDocument {
  const targetTokens = Math.max(20, options.targetTokens ?? defaultChunkTargetTokens);
  const overlapTokens = Math.max(
    0,
    Math.min(options.overlapTokens ?? defaultChunkOverlapTokens, targetTokens / 2),
  );
  const chunks: KnowledgeChunk[] = [];
  const headings: string[] = [];
  let open: OpenChunk = { pieces: [], tokens: 0, carried: 0 };
  const outcome = { truncated: false };

  const emit = (carryOver: boolean) => {
    if (open.pieces.length > open.carried) {
      if (chunks.length >= maximumChunksPerDocument) {
        outcome.truncated = true;
        return;
      }
      const order = chunks.length;
      const section = headings.filter((heading) => heading !== '').join(sectionSeparator);
      const page = open.pieces[0]?.page;
      chunks.push({
        id: `${options.fileID}:${String(order)}`,
        fileID: options.fileID,
        order,
        text: joinPieces(open.pieces),
        ...(page === undefined ? {} : { page }),
        ...(section === '' ? {} : { section }),
      });
    }
    const carried = carryOver ? overlapPieces(open.pieces, overlapTokens) : [];
    open = {
      pieces: carried,
      tokens: carried.reduce((sum, piece) => sum + piece.tokens, 0),
      carried: carried.length,
    };
  };

  const addHeading = (block: DocumentBlock) => {
    emit(false);
    const level = clampLevel(block.level);
    headings.length = level;
    headings[level - 1] = block.text.replace(/\s+/gu, ' ').trim().slice(0, maximumHeadingLength);
    for (let index = 0; index < level; index += 1) headings[index] ??= '';
  };

  for (const block of document.blocks) {
    if (outcome.truncated) break;
    if (block.kind === 'heading') {
      addHeading(block);
      continue;
    }
    const page =
      block.page !== undefined && Number.isInteger(block.page) && block.page > 0 ? block.page : undefined;
    for (const paragraph of block.text.split(paragraphBreak)) {
      const text = paragraph.trim();
      if (text === '') continue;
      for (const piece of paragraphPieces(text, page, targetTokens)) {
        // A chunk never crosses a page: its citation names the page the passage is on.
        if (open.pieces.length > 0 && piece.page !== open.pieces[0]?.page) {
          if (open.pieces.length > open.carried) emit(false);
          else open = { pieces: [], tokens: 0, carried: 0 };
        }
        if (open.tokens + piece.tokens > targetTokens && open.pieces.length > open.carried) emit(true);
        if (open.tokens + piece.tokens > targetTokens) open = { pieces: [], tokens: 0, carried: 0 };
        open.pieces.push(piece);
        open.tokens += piece.tokens;
      }
    }
  }
  emit(false);
  return { chunks, truncated: outcome.truncated };
}

/** The chunks of a document (see chunkDocumentDetailed, which also says whether it was cut). */
export function chunkDocument(document: ExtractedDocument, options: ChunkDocumentOptions): KnowledgeChunk[] {
  return chunkDocumentDetailed(document, options).chunks;
}
