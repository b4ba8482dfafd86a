import {
  runChatCall,
  type ChatRequest,
  type ProviderCallOptions,
  type ProviderConnection,
  type StreamEvent,
} from '../spec/index.ts';
import { buildGeminiGenerateRequest } from './build-gemini-generate-request.ts';
import { translateGeminiResponse } from './translate-gemini-response.ts';
import { translateGeminiStream } from './translate-gemini-stream.ts';

export function streamGeminiChat(
  connection: ProviderConnection,
  request: ChatRequest,
  options: ProviderCallOptions = {},
): AsyncGenerator<StreamEvent, void, undefined> {
  return runChatCall(
    {
      request: buildGeminiGenerateRequest(connection, request),
      stream: request.stream,
      translateStream: translateGeminiStream,
      translateWhole: translateGeminiResponse,
    },
    options,
  );
}
