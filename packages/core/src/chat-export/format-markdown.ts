import { exportEntries, type ChatExportSource } from './export-entries.ts';
import { englishExportLabels, exportTitle, exportDate, type ChatExportOptions } from './export-labels.ts';

/** Title and labels are plain text: escape what Markdown would read as formatting. */
function escapeMarkdownText(text: string): string {
  return text.replace(/[\\`*_[\]<>#|~]/g, (character) => `\\${character}`);
}

/**
 * The chat as a Markdown document. Message text is Markdown already (that is how models write and
 * how the app renders it), so it goes in as it is, under a heading per message.
 */
export function chatToMarkdown(source: ChatExportSource, options: ChatExportOptions = {}): string {
  const labels = options.labels ?? englishExportLabels;
  const created = exportDate(source.meta.createdAt, options.formatDate);
  const blocks = [`# ${escapeMarkdownText(exportTitle(source.meta.chatTitle, labels))}`];
  if (created) blocks.push(`_${escapeMarkdownText(created.text)}_`);
  for (const entry of exportEntries(source)) {
    if (entry.kind === 'clear-context') {
      blocks.push(`---\n\n_${escapeMarkdownText(labels.contextCleared)}_\n\n---`);
      continue;
    }
    const model = entry.model ? ` · ${escapeMarkdownText(entry.model)}` : '';
    blocks.push(`### ${escapeMarkdownText(labels[entry.role])}${model}`);
    if (entry.content.trim() !== '') blocks.push(entry.content.trim());
    for (const name of entry.attachmentNames) {
      blocks.push(`> ${escapeMarkdownText(`${labels.attachment}: ${name}`)}`);
    }
  }
  return `${blocks.join('\n\n')}\n`;
}
