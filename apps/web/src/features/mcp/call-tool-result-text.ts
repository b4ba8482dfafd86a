import { lookupOwn } from '@confab/core';
import type { CallToolResult } from './connector-schemas.ts';

type ContentItem = NonNullable<CallToolResult['content']>[number];

function field(item: object, name: string): string | undefined {
  const value = lookupOwn<unknown>(item as Record<string, unknown>, name);
  return typeof value === 'string' ? value : undefined;
}

/** Text for the model of one content item; media are described, since tool results are text. */
function itemText(item: ContentItem): string {
  switch (item.type) {
    case 'text':
      return field(item, 'text') ?? '';
    case 'image':
    case 'audio': {
      const size = Math.floor(((field(item, 'data') ?? '').length * 3) / 4);
      return `[${item.type === 'image' ? 'Image' : 'Audio'}: ${field(item, 'mimeType') ?? 'unknown type'}, ${size} bytes]`;
    }
    case 'resource': {
      const resource = lookupOwn<unknown>(item, 'resource');
      if (typeof resource !== 'object' || resource === null) return '[Resource]';
      const uri = field(resource, 'uri') ?? '';
      const text = field(resource, 'text');
      return text === undefined
        ? `[Resource: ${uri}]`
        : `[Resource: ${uri}]
${text}`;
    }
    case 'resource_link':
      return `[Resource link: ${field(item, 'uri') ?? ''}${field(item, 'name') ? ` (${field(item, 'name')})` : ''}]`;
    default:
      return `[${item.type} content]`;
  }
}

/** An MCP `CallToolResult` as the text the model reads: the content items joined by blank lines. */
export function callToolResultText(result: CallToolResult): string {
  const parts = (result.content ?? []).map(itemText).filter((text) => text !== '');
  if (parts.length === 0 && result.structuredContent !== undefined) {
    return JSON.stringify(result.structuredContent);
  }
  return parts.join('\n\n');
}
