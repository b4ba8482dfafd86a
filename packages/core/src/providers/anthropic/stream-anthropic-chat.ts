import {
  runChatCall,
  type ChatRequest,
  type ProviderCallOptions,
  type ProviderConnection,
  type StreamEvent,
} from '../spec/index.ts';
import { buildAnthropicMessagesRequest } from './build-anthropic-messages-request.ts';
import { translateAnthropicMessage } from './translate-anthropic-message.ts';
import { translateAnthropicStream } from './translate-anthropic-stream.ts';

export function streamAnthropicChat(
  connection: ProviderConnection,
  request: ChatRequest,
  options: ProviderCallOptions = {},
): AsyncGenerator<StreamEvent, void, undefined> {
  return runChatCall(
    {
      request: buildAnthropicMessagesRequest(connection, request),
      stream: request.stream,
      translateStream: translateAnthropicStream,
      translateWhole: translateAnthropicMessage,
    },
    options,
  );
}
