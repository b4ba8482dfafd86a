// Our messages as Anthropic content. With prompt caching the last user message carries the cache
// breakpoint, so the whole conversation up to it is cached for the next turn.
import { formatTextAttachment, type ProviderMessage } from '../spec/index.ts';

type CacheControl = { cache_control?: { type: 'ephemeral' } };

export type AnthropicContentBlock =
  | ({ type: 'text'; text: string } & CacheControl)
  | ({ type: 'image'; source: { type: 'base64'; media_type: string; data: string } } & CacheControl);

export interface AnthropicMessage {
  role: 'user' | 'assistant';
  content: string | AnthropicContentBlock[];
}

export function convertToAnthropicMessages(
  messages: readonly ProviderMessage[],
  options: { promptCaching: boolean },
): AnthropicMessage[] {
  const lastUserIndex = messages.findLastIndex((message) => message.role === 'user');
  return messages.map((message, index) => {
    const blocks = contentBlocks(message);
    if (options.promptCaching && index === lastUserIndex) {
      const lastBlock = blocks.at(-1);
      if (lastBlock) lastBlock.cache_control = { type: 'ephemeral' };
      return { role: message.role, content: blocks };
    }
    // A plain string is the most compatible shape for proxies that re-implement the API.
    const only = blocks[0];
    if (blocks.length === 1 && only?.type === 'text') return { role: message.role, content: only.text };
    return { role: message.role, content: blocks };
  });
}

function contentBlocks(message: ProviderMessage): AnthropicContentBlock[] {
  const blocks: AnthropicContentBlock[] = [];
  const attachments = message.attachments ?? [];
  // Anthropic refuses empty text blocks; keep one only when it is the whole message.
  if (message.content !== '' || attachments.length === 0)
    blocks.push({ type: 'text', text: message.content });
  for (const attachment of attachments) {
    if (attachment.kind === 'text') {
      blocks.push({ type: 'text', text: formatTextAttachment(attachment) });
    } else if (message.role === 'user') {
      // Only user turns may carry images.
      blocks.push({
        type: 'image',
        source: { type: 'base64', media_type: attachment.mimeType, data: attachment.dataBase64 },
      });
    }
  }
  return blocks;
}
