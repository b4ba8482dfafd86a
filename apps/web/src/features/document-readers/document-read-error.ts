/**
 * Why a document could not be read. The code is stable (the UI translates it); the message is
 * English text for logs and for callers that have no translation.
 */
export type DocumentReadErrorCode = 'unsupported' | 'encrypted' | 'corrupt' | 'too-large' | 'failed';

const defaultMessages: Readonly<Record<DocumentReadErrorCode, string>> = {
  unsupported: 'This kind of file cannot be read as a document.',
  encrypted: 'This document is protected with a password.',
  corrupt: 'This document is damaged and cannot be read.',
  'too-large': 'This document is too large to read.',
  failed: 'Reading this document failed.',
};

const codes = new Set<string>(Object.keys(defaultMessages));

export class DocumentReadError extends Error {
  override readonly name = 'DocumentReadError';
  readonly code: DocumentReadErrorCode;

  constructor(code: DocumentReadErrorCode, message: string = defaultMessages[code], options?: ErrorOptions) {
    super(message, options);
    this.code = code;
  }
}

/** An unknown or binary file type; a subclass so callers may test for it by name as the brief says. */
export class UnsupportedDocumentError extends DocumentReadError {
  constructor(message?: string) {
    super('unsupported', message);
  }
}

export function isDocumentReadErrorCode(value: unknown): value is DocumentReadErrorCode {
  return typeof value === 'string' && codes.has(value);
}

/** Any failure as a DocumentReadError: ours pass through, the rest become 'failed' with their cause. */
export function toDocumentReadError(error: unknown): DocumentReadError {
  if (error instanceof DocumentReadError) return error;
  return new DocumentReadError('failed', undefined, { cause: error });
}
