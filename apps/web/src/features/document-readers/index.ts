export { acceptedDocumentTypes, documentKindOf, type DocumentKind } from './document-kind.ts';
export { readDocumentInWorker } from './document-reader-client.ts';
export { maxDocumentBytes, maxExtractedCharacters } from './document-limits.ts';
export {
  DocumentReadError,
  UnsupportedDocumentError,
  isDocumentReadErrorCode,
  type DocumentReadErrorCode,
} from './document-read-error.ts';
export type { ReadDocumentResult } from './read-document.ts';
export { documentReadErrorMessage, documentReadMessages } from './document-read-messages.ts';
