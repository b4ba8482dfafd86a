// Our messages in the chat-completions shape: the system prompt first, images as data-URL parts,
// text files as fenced text parts, earlier tool calls as `tool_calls` and their results as `tool` turns.
import { formatTextAttachment, type ChatRequest, type ProviderMessage } from '../spec/index.ts';

export type OpenAIContentPart =
  { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };

export interface OpenAIToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export type OpenAIMessage =
  | { role: 'system' | 'user'; content: string | OpenAIContentPart[] }
  | { role: 'assistant'; content: string | null; tool_calls?: OpenAIToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

export function convertToOpenAIMessages(request: ChatRequest): OpenAIMessage[] {
  const messages: OpenAIMessage[] = [];
  if (request.system !== undefined && request.system !== '') {
    messages.push({ role: 'system', content: request.system });
  }
  for (const message of request.messages) messages.push(...convertMessage(message));
  return messages;
}

function convertMessage(message: ProviderMessage): OpenAIMessage[] {
  // One `tool` message per result, each naming the call it answers.
  if (message.role === 'tool') {
    return (message.toolResults ?? []).map((result) => ({
      role: 'tool',
      tool_call_id: result.callID,
      content: result.isError ? `Error: ${result.content}` : result.content,
    }));
  }
  if (message.role === 'assistant') return [assistantMessage(message)];
  const attachments = message.attachments ?? [];
  if (attachments.length === 0) return [{ role: 'user', content: message.content }];
  const parts: OpenAIContentPart[] = [];
  if (message.content !== '') parts.push({ type: 'text', text: message.content });
  for (const attachment of attachments) {
    parts.push(
      attachment.kind === 'image'
        ? {
            type: 'image_url',
            image_url: { url: `data:${attachment.mimeType};base64,${attachment.dataBase64}` },
          }
        : { type: 'text', text: formatTextAttachment(attachment) },
    );
  }
  return [{ role: 'user', content: parts }];
}

function assistantMessage(message: ProviderMessage): OpenAIMessage {
  // Assistant turns accept text only: files are folded into the text, images cannot be sent back.
  const texts = (message.attachments ?? []).flatMap((attachment) =>
    attachment.kind === 'text' ? [formatTextAttachment(attachment)] : [],
  );
  const content = [message.content, ...texts].filter(Boolean).join('\n\n');
  const calls = message.toolCalls ?? [];
  if (calls.length === 0) return { role: 'assistant', content };
  return {
    role: 'assistant',
    // A turn that only called tools has null content, as OpenAI itself returns it.
    content: content === '' ? null : content,
    tool_calls: calls.map((call) => ({
      id: call.id,
      type: 'function',
      function: { name: call.name, arguments: call.arguments },
    })),
  };
}
