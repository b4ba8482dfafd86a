import type { ProviderAdapter } from '../spec/index.ts';
import { listOpenAIModels } from './list-openai-models.ts';
import { streamOpenAIChat } from './stream-openai-chat.ts';

export { buildOpenAIChatRequest } from './build-openai-chat-request.ts';
export { openAIModelsUrl } from './openai-endpoints.ts';
export { readOpenAIModelList } from './list-openai-models.ts';

export const openAIAdapter: ProviderAdapter = {
  streamChat: streamOpenAIChat,
  listModels: listOpenAIModels,
};
