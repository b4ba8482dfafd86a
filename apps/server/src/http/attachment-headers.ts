import { attachmentDisposition } from './content-disposition.ts';

/** Uploaded bytes are never a page of this origin: nothing loads, and the document is sandboxed. */
export const attachmentContentSecurityPolicy = "default-src 'none'; sandbox";

/**
 * The headers of every answer that hands back a stored file (cloud storage, and later shared
 * files): saved as an attachment, its type not guessed by the browser, and a policy of its own
 * that the global header middleware leaves in place.
 */
export function attachmentHeaders({
  contentType,
  fileName,
}: {
  contentType: string;
  fileName: string;
}): Record<string, string> {
  return {
    'Content-Type': contentType,
    'Content-Disposition': attachmentDisposition(fileName),
    'Content-Security-Policy': attachmentContentSecurityPolicy,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
  };
}
