export { exportEntries, hasExportableContent } from './export-entries.ts';
export type { ChatExportSource, ExportEntry, ExportRole } from './export-entries.ts';
export { englishExportLabels, exportDate, exportTitle, formatExportDateUTC } from './export-labels.ts';
export type { ChatExportLabels, ChatExportOptions, ExportDate } from './export-labels.ts';
export { escapeHTML } from './escape-html.ts';
export { chatToPlainText } from './format-plain-text.ts';
export { chatToFineTuneExample, chatToFineTuneJSON } from './format-fine-tune.ts';
export type { FineTuneExample } from './format-fine-tune.ts';
export { chatToHTML } from './format-html.ts';
export type { ChatHTMLOptions } from './format-html.ts';
export { chatToMarkdown } from './format-markdown.ts';
export {
  chatsExportFileName,
  exportTimestamp,
  fileNameSuffix,
  fineTuneFileName,
  htmlFileName,
  markdownFileName,
} from './export-file-names.ts';
export { chatsExportFile } from './chats-export-file.ts';
export type { ChatsExportFile, ExportedChat } from './chats-export-file.ts';
