// The document readers load with the first file read (PDF.js and mammoth are large), never with the
// app's first screen.
import type { ReadDocument } from './indexing-ports.ts';

export const readDocumentLazily: ReadDocument = async (bytes, file, signal) => {
  const { readDocument } = await import('../../document-readers/read-document.ts');
  return readDocument(bytes, file, signal ? { signal } : {});
};
