import { defineProviderAdapter } from '../spec/index.ts';
import { buildGeminiGenerateRequest } from './build-gemini-generate-request.ts';
import { listGeminiModels } from './list-gemini-models.ts';
import { translateGeminiResponse } from './translate-gemini-response.ts';
import { translateGeminiStream } from './translate-gemini-stream.ts';

export { buildGeminiGenerateRequest } from './build-gemini-generate-request.ts';
export { geminiGenerateUrl, geminiModelsUrl } from './gemini-urls.ts';

export const geminiAdapter = defineProviderAdapter({
  buildRequest: buildGeminiGenerateRequest,
  translateStream: translateGeminiStream,
  translateWhole: translateGeminiResponse,
  listModels: listGeminiModels,
});
