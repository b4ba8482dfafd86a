import { exportEntries, type ChatExportSource } from './export-entries.ts';
import {
  englishExportLabels,
  exportTitle,
  formatExportDateUTC,
  type ChatExportOptions,
} from './export-labels.ts';

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
  const formatDate = options.formatDate ?? formatExportDateUTC;
  const blocks = [
    `# ${escapeMarkdownText(exportTitle(source.meta.chatTitle, labels))}`,
    `_${escapeMarkdownText(formatDate(source.meta.createdAt))}_`,
  ];
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
