// POST <base>/images/generations: one image for the image-generation tool. GPT image models always
// answer base64 and refuse `response_format`; DALL·E models answer a short-lived URL unless asked
// for base64. Compatible servers vary, so a URL answer is still read.
import {
  arrayField,
  fetchProviderJson,
  ProviderRequestError,
  stringField,
  type ProviderCallOptions,
  type ProviderConnection,
  type ProviderHttpRequest,
} from '../spec/index.ts';
import { openAIHeaders } from './build-openai-chat-request.ts';
import { openAIImagesUrl } from './openai-endpoints.ts';

export interface ImageGenerationRequest {
  prompt: string;
  model: string;
  /** `1024x1024`, `1536x1024`, … or `auto`; left to the server when absent. */
  size?: string;
}

/** One generated image: its bytes as base64, or where to download them. */
export type GeneratedImageData =
  { base64: string; revisedPrompt?: string } | { url: string; revisedPrompt?: string };

export function buildOpenAIImageRequest(
  connection: ProviderConnection,
  request: ImageGenerationRequest,
): ProviderHttpRequest {
  const body: Record<string, unknown> = { model: request.model, prompt: request.prompt, n: 1 };
  if (request.size !== undefined) body.size = request.size;
  if (request.model.startsWith('dall-e')) body.response_format = 'b64_json';
  return {
    url: openAIImagesUrl(connection.endpoint),
    headers: openAIHeaders(connection, { json: true }),
    body,
  };
}

export function readOpenAIImage(body: unknown): GeneratedImageData {
  const [first] = arrayField(body, 'data');
  const revised = stringField(first, 'revised_prompt');
  const revisedPrompt = revised === undefined || revised === '' ? {} : { revisedPrompt: revised };
  const base64 = stringField(first, 'b64_json');
  if (base64 !== undefined && base64 !== '') return { base64, ...revisedPrompt };
  const url = stringField(first, 'url');
  if (url !== undefined && url !== '') return { url, ...revisedPrompt };
  throw new ProviderRequestError({ message: 'The images endpoint answered without an image.' });
}

export async function generateOpenAIImage(
  connection: ProviderConnection,
  request: ImageGenerationRequest,
  options: ProviderCallOptions = {},
): Promise<GeneratedImageData> {
  return readOpenAIImage(await fetchProviderJson(buildOpenAIImageRequest(connection, request), options));
}
