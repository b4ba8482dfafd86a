import type { DocumentReadErrorCode } from './document-read-error.ts';
import type { ReadDocumentResult } from './read-document.ts';

/** Page → worker: read one file. A Blob crosses without copying its bytes. */
export interface ReadRequest {
  requestID: number;
  bytes: Blob;
  name: string;
  mimeType: string;
}

/** Worker → page: the document, or a typed failure (Error objects lose their class on the way). */
export type ReadResponse =
  | { requestID: number; type: 'document'; document: ReadDocumentResult }
  | { requestID: number; type: 'error'; code: DocumentReadErrorCode; message: string };
