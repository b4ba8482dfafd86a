// Our messages as Gemini contents: the assistant is "model", images are inline data, text files
// fenced text parts; earlier tool calls are `functionCall` parts (with their thought signature) and
// their results `functionResponse` parts of the user turn after them.
import {
  formatTextAttachment,
  toolArgumentsObject,
  type ProviderMessage,
  type ProviderToolCall,
  type ProviderToolResult,
} from '../spec/index.ts';

export type GeminiPart =
  | { text: string }
  | { inlineData: { mimeType: string; data: string } }
  | { functionCall: { id: string; name: string; args: Record<string, unknown> }; thoughtSignature?: string }
  | { functionResponse: { id: string; name: string; response: Record<string, unknown> } };

export interface GeminiContent {
  role: 'user' | 'model';
  parts: GeminiPart[];
}

export function convertToGeminiContents(messages: readonly ProviderMessage[]): GeminiContent[] {
  return messages.map((message) => ({
    role: message.role === 'assistant' ? 'model' : 'user',
    parts: message.role === 'tool' ? (message.toolResults ?? []).map(functionResponsePart) : partsOf(message),
  }));
}

function partsOf(message: ProviderMessage): GeminiPart[] {
  const attachments = message.attachments ?? [];
  const calls = message.toolCalls ?? [];
  const parts: GeminiPart[] = [];
  // An empty text part is refused; keep one only when it is the whole message.
  if (message.content !== '' || (attachments.length === 0 && calls.length === 0))
    parts.push({ text: message.content });
  for (const attachment of attachments) {
    parts.push(
      attachment.kind === 'image'
        ? { inlineData: { mimeType: attachment.mimeType, data: attachment.dataBase64 } }
        : { text: formatTextAttachment(attachment) },
    );
  }
  parts.push(...calls.map(functionCallPart));
  return parts;
}

function functionCallPart(call: ProviderToolCall): GeminiPart {
  const functionCall = { id: call.id, name: call.name, args: toolArgumentsObject(call.arguments) };
  // Gemini 3 refuses a history whose function calls lost the signature they came with.
  return call.signature === undefined ? { functionCall } : { functionCall, thoughtSignature: call.signature };
}

/** Google reads `output` as the function's result and `error` as its failure. */
function functionResponsePart(result: ProviderToolResult): GeminiPart {
  return {
    functionResponse: {
      id: result.callID,
      name: result.name,
      response: result.isError ? { error: result.content } : { output: result.content },
    },
  };
}
