import type { ReadRequest, ReadResponse } from './document-reader-protocol.ts';
import { toDocumentReadError } from './document-read-error.ts';
import { readDocument } from './read-document.ts';

/** The worker's whole job for one message; apart from the worker file so tests can run it in-thread. */
export async function answerReadRequest(request: ReadRequest): Promise<ReadResponse> {
  try {
    const document = await readDocument(request.bytes, { name: request.name, mimeType: request.mimeType });
    return { requestID: request.requestID, type: 'document', document };
  } catch (error) {
    const readError = toDocumentReadError(error);
    if (readError.code === 'failed') console.warn('Reading a document failed', error);
    return { requestID: request.requestID, type: 'error', code: readError.code, message: readError.message };
  }
}
