import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { DocumentReadErrorCode } from './document-read-error.ts';

/** What people read about a document that could not be read, or was read only in part. */
export const documentReadMessages = defineMessages({
  unsupported: {
    id: 'documentReaders.error.unsupported',
    defaultMessage: 'This kind of file cannot be read as a document.',
  },
  encrypted: {
    id: 'documentReaders.error.encrypted',
    defaultMessage:
      'This document is protected with a password. Save a copy without the password and add that.',
  },
  corrupt: {
    id: 'documentReaders.error.corrupt',
    defaultMessage: 'This document is damaged and cannot be read.',
  },
  tooLarge: {
    id: 'documentReaders.error.tooLarge',
    defaultMessage: 'This document is larger than 50 MB and cannot be read.',
  },
  failed: {
    id: 'documentReaders.error.failed',
    defaultMessage: 'Reading this document failed.',
  },
  noTextLayer: {
    id: 'documentReaders.noTextLayer',
    defaultMessage:
      'This PDF has no text layer (it is a scan). Run it through text recognition to search it.',
  },
  truncated: {
    id: 'documentReaders.truncated',
    defaultMessage: 'This document holds more text than can be read; only its first 20 MB of text were kept.',
  },
});

const messageByCode = new Map<DocumentReadErrorCode, MessageDescriptor>([
  ['unsupported', documentReadMessages.unsupported],
  ['encrypted', documentReadMessages.encrypted],
  ['corrupt', documentReadMessages.corrupt],
  ['too-large', documentReadMessages.tooLarge],
  ['failed', documentReadMessages.failed],
]);

/** The translatable message for a DocumentReadError's code. */
export function documentReadErrorMessage(code: DocumentReadErrorCode): MessageDescriptor {
  return messageByCode.get(code) ?? documentReadMessages.failed;
}
