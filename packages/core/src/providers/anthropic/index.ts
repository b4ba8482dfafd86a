import { defineProviderAdapter } from '../spec/index.ts';
import { buildAnthropicMessagesRequest } from './build-anthropic-messages-request.ts';
import { listAnthropicModels } from './list-anthropic-models.ts';
import { translateAnthropicMessage } from './translate-anthropic-message.ts';
import { translateAnthropicStream } from './translate-anthropic-stream.ts';

export { buildAnthropicMessagesRequest } from './build-anthropic-messages-request.ts';
export { anthropicModelsUrl } from './list-anthropic-models.ts';

export const anthropicAdapter = defineProviderAdapter({
  buildRequest: buildAnthropicMessagesRequest,
  translateStream: translateAnthropicStream,
  translateWhole: translateAnthropicMessage,
  listModels: listAnthropicModels,
});
