import type { DocumentBlock, ExtractedDocument, RetrievedPassage } from '../knowledge/index.ts';
import { chunkDocument, LexicalIndex } from '../knowledge/index.ts';

/** Characters of one attachment that are chunked at all; beyond this the rest is not searched. */
export const longAttachmentMaximumCharacters = 5_000_000;

export interface LongAttachment {
  /** The attachment's blob: citations name it as their file. */
  blobID: string;
  name: string;
  text: string;
}

/**
 * Picks the passages of an over-long attached document that best match the prompt, instead of cutting
 * it off: the text is chunked in memory like a knowledge-base document and ranked by keyword search.
 * When no passage shares a word with the prompt the document's opening passages go instead, so the
 * model still sees what the person attached.
 */
export function rankLongAttachment(
  attachment: LongAttachment,
  options: { query: string; limit: number },
): RetrievedPassage[] {
  const chunks = chunkDocument(documentFromText(attachment.text), { fileID: attachment.blobID });
  const index = new LexicalIndex();
  index.add(chunks);
  const byID = new Map(chunks.map((chunk) => [chunk.id, chunk]));
  const hits = index.search(options.query, { limit: options.limit });
  const ranked =
    hits.length > 0
      ? hits.flatMap((hit) => {
          const chunk = byID.get(hit.chunkID);
          return chunk ? [{ chunk, score: hit.score }] : [];
        })
      : chunks.slice(0, options.limit).map((chunk) => ({ chunk, score: 0 }));
  return ranked.map(({ chunk, score }) => ({
    chunkID: chunk.id,
    fileID: attachment.blobID,
    documentName: attachment.name,
    text: chunk.text,
    ...(chunk.page === undefined ? {} : { page: chunk.page }),
    ...(chunk.section === undefined ? {} : { section: chunk.section }),
    score,
  }));
}

const headingLine = /^(#{1,6})\s+(.+)$/u;

/** A plain text (or Markdown) as blocks: blank-line paragraphs, `#` lines as headings. */
function documentFromText(text: string): ExtractedDocument {
  const blocks: DocumentBlock[] = [];
  for (const paragraph of text.slice(0, longAttachmentMaximumCharacters).split(/\n\s*\n/u)) {
    const trimmed = paragraph.trim();
    if (trimmed === '') continue;
    const heading = headingLine.exec(trimmed);
    if (heading?.[1] && heading[2] && !trimmed.includes('\n')) {
      blocks.push({ kind: 'heading', level: heading[1].length, text: heading[2] });
    } else {
      blocks.push({ kind: 'text', text: trimmed });
    }
  }
  return { blocks };
}
