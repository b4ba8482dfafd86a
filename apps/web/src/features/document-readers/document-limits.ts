/** Files larger than this are refused before any byte is parsed. */
export const maxDocumentBytes = 50 * 1024 * 1024;

/** Extracted text beyond this many characters is dropped and the result says `truncated`. */
export const maxExtractedCharacters = 20 * 1024 * 1024;

/** Nesting a JSON reader walks into before it prints the rest as one value. */
export const maxJsonDepth = 8;

/** Lines of source code per block: about a screenful, so a passage cites a findable range. */
export const codeLinesPerBlock = 60;

/** Rows of a table per block: enough context per passage without mixing unrelated records. */
export const tableRowsPerBlock = 20;

/** Open HTML elements at once; real pages stay under a hundred (see html-reader.ts for why). */
export const maxHtmlDepth = 5000;
