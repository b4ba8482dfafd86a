/** Why a file could not be read as data; the UI translates by reason, `message` is the English text. */
export type ImportReadFailure =
  | 'empty'
  | 'html'
  | 'not-json'
  | 'truncated'
  | 'comment'
  | 'trailing-comma'
  | 'too-deep'
  | 'zip-damaged'
  | 'zip-unsupported'
  | 'zip-no-export'
  | 'too-large';

export interface TextPosition {
  line: number;
  column: number;
}

function at(position: TextPosition | undefined): string {
  return position ? ` (line ${position.line}, column ${position.column})` : '';
}

function englishMessage(
  reason: ImportReadFailure,
  position: TextPosition | undefined,
  detail: string,
): string {
  switch (reason) {
    case 'empty':
      return 'The file is empty.';
    case 'html':
      return 'This is a web page (HTML), not an export file. It may be an error page saved in place of the download.';
    case 'not-json':
      return `The file is not valid JSON: ${detail}${at(position)}.`;
    case 'truncated':
      return `The file ends too early${at(position)}: it looks cut off. Download or export it again.`;
    case 'comment':
      return `The file has a comment${at(position)}. Export files are plain JSON: remove the comment and try again.`;
    case 'trailing-comma':
      return `The file has a comma before a closing bracket${at(position)}. Export files are plain JSON: remove it and try again.`;
    case 'too-deep':
      return `The file nests data more than ${detail} levels deep, which no export does.`;
    case 'zip-damaged':
      return 'The ZIP file is damaged or incomplete. Download or export it again.';
    case 'zip-unsupported':
      return `The ZIP file uses a feature Confab cannot read (${detail}). Unpack it and import the JSON file inside.`;
    case 'zip-no-export':
      return 'The ZIP file holds no conversations.json, data.json or other JSON file to import.';
    case 'too-large':
      return `The file unpacks to more than ${detail}, more than an import can hold in memory.`;
  }
}

/** A file that is not readable data. Thrown by the reader; nothing has been imported when it is. */
export class ImportReadError extends Error {
  override readonly name = 'ImportReadError';
  readonly reason: ImportReadFailure;
  readonly position: TextPosition | undefined;

  constructor(reason: ImportReadFailure, options: { position?: TextPosition; detail?: string } = {}) {
    super(englishMessage(reason, options.position, options.detail ?? ''));
    this.reason = reason;
    this.position = options.position;
  }
}
