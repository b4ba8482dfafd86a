import type { ProviderAdapter } from '../spec/index.ts';
import { listAnthropicModels } from './list-anthropic-models.ts';
import { streamAnthropicChat } from './stream-anthropic-chat.ts';

export { buildAnthropicMessagesRequest } from './build-anthropic-messages-request.ts';
export { anthropicModelsUrl } from './list-anthropic-models.ts';

export const anthropicAdapter: ProviderAdapter = {
  streamChat: streamAnthropicChat,
  listModels: listAnthropicModels,
};
