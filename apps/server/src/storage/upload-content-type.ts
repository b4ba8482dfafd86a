import { fileTypeFromFile, supportedMimeTypes } from 'file-type';

/** What a file is stored as when its bytes do not confirm the type it was sent with. */
export const unconfirmedContentType = 'application/octet-stream';

/** Names browsers and systems give the same format; compared in the detection library's spelling. */
const aliases = new Map([
  ['image/jpg', 'image/jpeg'],
  ['image/pjpeg', 'image/jpeg'],
  ['audio/mp3', 'audio/mpeg'],
  ['audio/x-wav', 'audio/wav'],
  ['audio/wave', 'audio/wav'],
  ['audio/vnd.wave', 'audio/wav'],
  ['application/x-zip-compressed', 'application/zip'],
  ['application/x-pdf', 'application/pdf'],
]);

const signatureTypes: ReadonlySet<string> = new Set(supportedMimeTypes);

/** `type/subtype` in lower case, parameters dropped; undefined when the header is not a media type. */
function essence(contentType: string | undefined): string | undefined {
  const value = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!/^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/u.test(value)) return undefined;
  return aliases.get(value) ?? value;
}

/** Text has no magic bytes: plain text, Markdown, CSV, JSON, XML and SVG are recognised by name only. */
function isTextual(type: string): boolean {
  return (
    type.startsWith('text/') ||
    type === 'application/json' ||
    type === 'application/xml' ||
    type.endsWith('+json') ||
    type.endsWith('+xml')
  );
}

/**
 * The type an upload (received into `file`) is stored and served as. The declared type is kept
 * only when the bytes confirm it: the detection library finds that format, or finds nothing and the type is textual
 * (or one the library has no signature for). A mismatch is stored as application/octet-stream
 * rather than refused: the sync engine uploads an attachment's bytes before its record, and a
 * refusal would stall a device's sync for good over a file misnamed by its owner ("photo.png" that
 * is a JPEG), while an octet-stream download is inert whatever its bytes are.
 */
export async function confirmedContentType(declared: string | undefined, file: string): Promise<string> {
  const claimed = essence(declared);
  if (claimed === undefined || claimed === unconfirmedContentType) return unconfirmedContentType;
  const detected = await fileTypeFromFile(file);
  if (detected === undefined) {
    return isTextual(claimed) || !signatureTypes.has(claimed) ? claimed : unconfirmedContentType;
  }
  const found = aliases.get(detected.mime) ?? detected.mime;
  if (found === claimed || (isTextual(found) && isTextual(claimed))) return claimed;
  return unconfirmedContentType;
}
