import {
  runChatCall,
  type ChatRequest,
  type ProviderCallOptions,
  type ProviderConnection,
  type StreamEvent,
} from '../spec/index.ts';
import { buildOpenAiChatRequest } from './build-openai-chat-request.ts';
import { translateOpenAiCompletion } from './translate-openai-completion.ts';
import { translateOpenAiStream } from './translate-openai-stream.ts';

export function streamOpenAiChat(
  connection: ProviderConnection,
  request: ChatRequest,
  options: ProviderCallOptions = {},
): AsyncGenerator<StreamEvent, void, undefined> {
  return runChatCall(
    {
      request: buildOpenAiChatRequest(connection, request),
      stream: request.stream,
      translateStream: translateOpenAiStream,
      translateWhole: translateOpenAiCompletion,
    },
    options,
  );
}
