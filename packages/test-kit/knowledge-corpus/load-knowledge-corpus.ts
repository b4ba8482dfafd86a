import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type {
  DocumentBlock,
  ExtractedDocument,
  RetrievalCorpus,
  RetrievalQuestion,
} from '@confab/core/knowledge';

const corpusDirectory = import.meta.dirname;

/** The corpus's Markdown as a reader would hand it over: "#" lines are headings, blank lines part paragraphs. */
export function markdownToDocument(markdown: string): ExtractedDocument {
  const blocks: DocumentBlock[] = [];
  for (const part of markdown.split(/\n\s*\n/u)) {
    const text = part.trim();
    if (text === '') continue;
    const heading = /^(#{1,6})\s+(.*)$/u.exec(text);
    if (heading) blocks.push({ kind: 'heading', level: heading[1]?.length ?? 1, text: heading[2] ?? '' });
    else blocks.push({ kind: 'text', text: text.replace(/\s*\n\s*/gu, ' ') });
  }
  return { blocks };
}

/** The public-domain texts (named by file, without ".md") and the question set beside them. */
export function loadKnowledgeCorpus(): RetrievalCorpus {
  const documents = readdirSync(corpusDirectory)
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
    .sort()
    .map((file) => ({
      name: file.slice(0, -'.md'.length),
      document: markdownToDocument(readFileSync(path.join(corpusDirectory, file), 'utf8')),
    }));
  const questions = JSON.parse(
    readFileSync(path.join(corpusDirectory, 'questions.json'), 'utf8'),
  ) as RetrievalQuestion[];
  return { documents, questions };
}
