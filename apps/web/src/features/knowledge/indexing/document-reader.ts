// Documents are read in the document readers' worker (PDF.js and mammoth load there, never on the
// page); the worker is started with the first file read.
import { readDocumentInWorker } from '../../document-readers/index.ts';
import type { ReadDocument } from './indexing-ports.ts';

export const readDocumentOffPage: ReadDocument = (bytes, file, signal) =>
  readDocumentInWorker(bytes, file, signal);
