import { exportEntries, type ChatExportSource, type ExportRole } from './export-entries.ts';

/** One training example in the OpenAI fine-tuning chat format. */
export interface FineTuneExample {
  messages: { role: ExportRole; content: string }[];
}

/**
 * The chat as a fine-tuning example: the system message first when the chat has one, then the
 * conversation on screen. A clear-context marker is not a message, so it is left out; so are
 * attachments, which the format cannot carry.
 */
export function chatToFineTuneExample(source: ChatExportSource): FineTuneExample {
  const messages: FineTuneExample['messages'] = [];
  for (const entry of exportEntries(source)) {
    if (entry.kind !== 'message' || entry.content.trim() === '') continue;
    messages.push({ role: entry.role, content: entry.content });
  }
  return { messages };
}

export function chatToFineTuneJSON(source: ChatExportSource): string {
  return `${JSON.stringify(chatToFineTuneExample(source), null, 2)}\n`;
}
