import { isOpenWebUIRow } from './convert-open-webui.ts';
import type { ImportFormat } from './import-payload.ts';
import { arrayField, field, isJsonObject, objectField } from './read-fields.ts';

/** How many leading entries of a list are looked at: a real export is uniform. */
const sampleSize = 5;

function formatOfConversation(value: unknown): ImportFormat | undefined {
  if (!isJsonObject(value)) return undefined;
  if (objectField(value, 'mapping') !== undefined) return 'chatgpt';
  if (arrayField(value, 'chat_messages') !== undefined) return 'claude';
  if (isOpenWebUIRow(value)) return 'open-webui';
  if (field(value, 'conversationId') !== undefined && arrayField(value, 'messages') !== undefined)
    return 'librechat';
  return undefined;
}

/**
 * Which app wrote the file, from its shape alone (the name says nothing reliable). Undefined when
 * no known shape fits; an empty list fits none either (spec: another vendor's import needs a
 * non-empty array).
 */
export function detectImportFormat(value: unknown): ImportFormat | undefined {
  if (objectField(value, 'data') !== undefined) return 'confab';
  const conversations = arrayField(value, 'conversations');
  const list = Array.isArray(value) ? value : (conversations ?? [value]);
  for (const entry of list.slice(0, sampleSize)) {
    const format = formatOfConversation(entry);
    if (format) return format;
  }
  return undefined;
}
