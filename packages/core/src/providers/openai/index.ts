import type { ProviderAdapter } from '../spec/index.ts';
import { listOpenAiModels } from './list-openai-models.ts';
import { streamOpenAiChat } from './stream-openai-chat.ts';

export { buildOpenAiChatRequest } from './build-openai-chat-request.ts';
export { openAiModelsUrl } from './openai-endpoints.ts';
export { readOpenAiModelList } from './list-openai-models.ts';

export const openAiAdapter: ProviderAdapter = {
  streamChat: streamOpenAiChat,
  listModels: listOpenAiModels,
};
