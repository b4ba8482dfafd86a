import { defineProviderAdapter } from '../spec/index.ts';
import { buildOpenAIChatRequest } from './build-openai-chat-request.ts';
import { listOpenAIModels } from './list-openai-models.ts';
import { translateOpenAICompletion } from './translate-openai-completion.ts';
import { translateOpenAIStream } from './translate-openai-stream.ts';

export { buildOpenAIChatRequest } from './build-openai-chat-request.ts';
export { openAIModelsUrl } from './openai-endpoints.ts';
export { readOpenAIModelList } from './list-openai-models.ts';

export const openAIAdapter = defineProviderAdapter({
  buildRequest: buildOpenAIChatRequest,
  translateStream: translateOpenAIStream,
  translateWhole: translateOpenAICompletion,
  listModels: listOpenAIModels,
});
export {
  buildOpenAIImageRequest,
  generateOpenAIImage,
  type GeneratedImageData,
  type ImageGenerationRequest,
} from './generate-openai-image.ts';
