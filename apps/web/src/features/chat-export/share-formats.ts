import {
  chatToFineTuneJSON,
  chatToHTML,
  chatToMarkdown,
  fineTuneFileName,
  htmlFileName,
  markdownFileName,
  type ChatExportOptions,
  type ChatExportSource,
} from '@confab/core/chat-export';

export type DownloadFormat = 'fine-tune' | 'html' | 'markdown';

export interface ShareFile {
  fileName: string;
  text: string;
  mimeType: string;
}

/** The file each download button of the share dialog saves (names from spec §9). */
export function shareFile(
  format: DownloadFormat,
  source: ChatExportSource,
  options: ChatExportOptions & { language: string },
): ShareFile {
  const chatID = source.meta.id;
  switch (format) {
    case 'fine-tune':
      return {
        fileName: fineTuneFileName(chatID),
        text: chatToFineTuneJSON(source),
        mimeType: 'application/json',
      };
    case 'html':
      return {
        fileName: htmlFileName(chatID),
        text: chatToHTML(source, options),
        mimeType: 'text/html;charset=utf-8',
      };
    case 'markdown':
      return {
        fileName: markdownFileName(chatID),
        text: chatToMarkdown(source, options),
        mimeType: 'text/markdown;charset=utf-8',
      };
  }
}

/** The print view of a chat (spec §2 routes); it reads the chat from this browser's store. */
export function sharePdfURL(chatID: string): string {
  return `/share-pdf?id=${encodeURIComponent(chatID)}`;
}
