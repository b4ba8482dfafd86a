// The readers themselves, for code that already runs off the page's thread (another worker) or in
// Node tests. The page reads through `readDocumentInWorker` from index.ts instead.
export { readDocument, type DocumentFileInfo, type ReadDocumentResult } from './read-document.ts';
