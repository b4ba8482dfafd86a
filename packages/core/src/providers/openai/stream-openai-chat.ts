import {
  runChatCall,
  type ChatRequest,
  type ProviderCallOptions,
  type ProviderConnection,
  type StreamEvent,
} from '../spec/index.ts';
import { buildOpenAIChatRequest } from './build-openai-chat-request.ts';
import { translateOpenAICompletion } from './translate-openai-completion.ts';
import { translateOpenAIStream } from './translate-openai-stream.ts';

export function streamOpenAIChat(
  connection: ProviderConnection,
  request: ChatRequest,
  options: ProviderCallOptions = {},
): AsyncGenerator<StreamEvent, void, undefined> {
  return runChatCall(
    {
      request: buildOpenAIChatRequest(connection, request),
      stream: request.stream,
      translateStream: translateOpenAIStream,
      translateWhole: translateOpenAICompletion,
    },
    options,
  );
}
