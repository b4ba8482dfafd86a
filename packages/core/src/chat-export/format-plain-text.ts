import { exportEntries, type ChatExportSource, type ExportEntry } from './export-entries.ts';
import {
  englishExportLabels,
  exportTitle,
  type ChatExportLabels,
  type ChatExportOptions,
} from './export-labels.ts';

function roleLabel(entry: Extract<ExportEntry, { kind: 'message' }>, labels: ChatExportLabels): string {
  return labels[entry.role];
}

/** "Copy as text": the title, then each message under its role, for pasting anywhere. */
export function chatToPlainText(source: ChatExportSource, options: ChatExportOptions = {}): string {
  const labels = options.labels ?? englishExportLabels;
  const blocks = [exportTitle(source.meta.chatTitle, labels)];
  for (const entry of exportEntries(source)) {
    if (entry.kind === 'clear-context') {
      blocks.push(`--- ${labels.contextCleared} ---`);
      continue;
    }
    const lines = [`${roleLabel(entry, labels)}:`];
    if (entry.content.trim() !== '') lines.push(entry.content.trim());
    for (const name of entry.attachmentNames) lines.push(`[${labels.attachment}: ${name}]`);
    blocks.push(lines.join('\n'));
  }
  return `${blocks.join('\n\n')}\n`;
}
