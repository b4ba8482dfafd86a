// Our messages as Anthropic content. Earlier tool calls are `tool_use` blocks of the assistant turn and
// their results `tool_result` blocks of the user turn after it. With prompt caching the last user turn
// carries the cache breakpoint, so the whole conversation up to it is cached for the next turn.
import { formatTextAttachment, toolArgumentsObject, type ProviderMessage } from '../spec/index.ts';

type CacheControl = { cache_control?: { type: 'ephemeral' } };

export type AnthropicContentBlock =
  | ({ type: 'text'; text: string } & CacheControl)
  | ({ type: 'image'; source: { type: 'base64'; media_type: string; data: string } } & CacheControl)
  | ({ type: 'tool_use'; id: string; name: string; input: Record<string, unknown> } & CacheControl)
  | ({ type: 'tool_result'; tool_use_id: string; content: string; is_error?: boolean } & CacheControl)
  | { type: 'thinking'; thinking: string; signature: string }
  | { type: 'redacted_thinking'; data: string };

export interface AnthropicMessage {
  role: 'user' | 'assistant';
  content: string | AnthropicContentBlock[];
}

export function convertToAnthropicMessages(
  messages: readonly ProviderMessage[],
  options: { promptCaching: boolean },
): AnthropicMessage[] {
  const turns = messages.map((message) => ({
    role: message.role === 'assistant' ? ('assistant' as const) : ('user' as const),
    blocks: contentBlocks(message),
  }));
  const lastUserIndex = turns.findLastIndex((turn) => turn.role === 'user');
  return turns.map(({ role, blocks }, index) => {
    if (options.promptCaching && index === lastUserIndex) {
      const lastBlock = blocks.at(-1);
      if (lastBlock && lastBlock.type !== 'thinking' && lastBlock.type !== 'redacted_thinking')
        lastBlock.cache_control = { type: 'ephemeral' };
      return { role, content: blocks };
    }
    // A plain string is the most compatible shape for proxies that re-implement the API.
    const only = blocks[0];
    if (blocks.length === 1 && only?.type === 'text') return { role, content: only.text };
    return { role, content: blocks };
  });
}

function contentBlocks(message: ProviderMessage): AnthropicContentBlock[] {
  if (message.role === 'tool') {
    return (message.toolResults ?? []).map((result) => ({
      type: 'tool_result',
      tool_use_id: result.callID,
      content: result.content,
      ...(result.isError ? { is_error: true } : {}),
    }));
  }
  const attachments = message.attachments ?? [];
  const calls = message.toolCalls ?? [];
  // With thinking on, a turn that called tools must start with its signed thinking, unchanged.
  const blocks: AnthropicContentBlock[] = (message.reasoningBlocks ?? []).map((block) =>
    block.kind === 'thinking'
      ? { type: 'thinking', thinking: block.text, signature: block.signature }
      : { type: 'redacted_thinking', data: block.data },
  );
  // Anthropic refuses empty text blocks; keep one only when it is the whole message.
  if (message.content !== '' || (attachments.length === 0 && calls.length === 0 && blocks.length === 0))
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
  for (const call of calls) {
    blocks.push({
      type: 'tool_use',
      id: call.id,
      name: call.name,
      input: toolArgumentsObject(call.arguments),
    });
  }
  return blocks;
}
