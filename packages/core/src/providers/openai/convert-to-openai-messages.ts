// Our messages in the chat-completions shape: the system prompt first, images as data-URL parts,
// text files as fenced text parts.
import { formatTextAttachment, type ChatRequest, type ProviderMessage } from '../spec/index.ts';

export type OpenAIContentPart =
  { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };

export interface OpenAIMessage {
  role: 'system' | 'user' | 'assistant';
  content: string | OpenAIContentPart[];
}

export function convertToOpenAIMessages(request: ChatRequest): OpenAIMessage[] {
  const messages: OpenAIMessage[] = [];
  if (request.system !== undefined && request.system !== '') {
    messages.push({ role: 'system', content: request.system });
  }
  for (const message of request.messages) messages.push(convertMessage(message));
  return messages;
}

function convertMessage(message: ProviderMessage): OpenAIMessage {
  const attachments = message.attachments ?? [];
  if (attachments.length === 0) return { role: message.role, content: message.content };
  if (message.role === 'assistant') {
    // Assistant turns accept text only: files are folded into the text, images cannot be sent back.
    const texts = attachments.flatMap((attachment) =>
      attachment.kind === 'text' ? [formatTextAttachment(attachment)] : [],
    );
    return { role: 'assistant', content: [message.content, ...texts].filter(Boolean).join('\n\n') };
  }
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
  return { role: 'user', content: parts };
}
