import type { ProviderAdapter } from '../spec/index.ts';
import { listGeminiModels } from './list-gemini-models.ts';
import { streamGeminiChat } from './stream-gemini-chat.ts';

export { buildGeminiGenerateRequest } from './build-gemini-generate-request.ts';
export { geminiGenerateUrl, geminiModelsUrl } from './gemini-urls.ts';

export const geminiAdapter: ProviderAdapter = {
  streamChat: streamGeminiChat,
  listModels: listGeminiModels,
};
