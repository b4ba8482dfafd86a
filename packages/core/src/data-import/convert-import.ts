import { convertChatGPT } from './convert-chatgpt.ts';
import { convertClaude } from './convert-claude.ts';
import { convertExport, type ConvertExportOptions } from './convert-export.ts';
import { convertLibreChat } from './convert-librechat.ts';
import { convertOpenWebUI } from './convert-open-webui.ts';
import { detectImportFormat } from './detect-import-format.ts';
import { emptyPayload, type ImportFormat, type ImportPayload } from './import-payload.ts';

export class UnknownImportFormatError extends Error {
  override readonly name = 'UnknownImportFormatError';
  constructor() {
    super(
      'This file is not an export Confab can read. It reads its own exports and the chat exports of ChatGPT, Claude, Open WebUI and LibreChat.',
    );
  }
}

/**
 * Detects the file's format and converts it. Nothing is written: the caller shows the payload,
 * asks for the confirmations, and stores it. Throws `UnknownImportFormatError` for a shape no
 * converter knows (an empty list included).
 */
export function convertImport(value: unknown, options: ConvertExportOptions): ImportPayload {
  const format: ImportFormat | undefined = detectImportFormat(value);
  switch (format) {
    case undefined:
      throw new UnknownImportFormatError();
    case 'confab':
      return convertExport(value, options);
    case 'chatgpt':
      return { ...emptyPayload(format), chats: convertChatGPT(value, options) };
    case 'claude':
      return { ...emptyPayload(format), chats: convertClaude(value, options) };
    case 'open-webui':
      return { ...emptyPayload(format), chats: convertOpenWebUI(value, options) };
    case 'librechat':
      return { ...emptyPayload(format), chats: convertLibreChat(value, options) };
  }
}
