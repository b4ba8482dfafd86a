// Our messages as Gemini contents: the assistant is "model", images are inline data, text files
// fenced text parts.
import { formatTextAttachment, type ProviderMessage } from '../spec/index.ts';

export type GeminiPart = { text: string } | { inlineData: { mimeType: string; data: string } };

export interface GeminiContent {
  role: 'user' | 'model';
  parts: GeminiPart[];
}

export function convertToGeminiContents(messages: readonly ProviderMessage[]): GeminiContent[] {
  return messages.map((message) => ({
    role: message.role === 'assistant' ? 'model' : 'user',
    parts: partsOf(message),
  }));
}

function partsOf(message: ProviderMessage): GeminiPart[] {
  const attachments = message.attachments ?? [];
  const parts: GeminiPart[] = [];
  // An empty text part is refused; keep one only when it is the whole message.
  if (message.content !== '' || attachments.length === 0) parts.push({ text: message.content });
  for (const attachment of attachments) {
    parts.push(
      attachment.kind === 'image'
        ? { inlineData: { mimeType: attachment.mimeType, data: attachment.dataBase64 } }
        : { text: formatTextAttachment(attachment) },
    );
  }
  return parts;
}
