// Image generation for the built-in tool. Only the OpenAI style has an images API among the styles;
// the app calls this with the OpenAI-style connection and never names the vendor itself.
import { generateOpenAIImage, type GeneratedImageData, type ImageGenerationRequest } from './openai/index.ts';
import { ProviderRequestError, type ProviderCallOptions, type ProviderConnection } from './spec/index.ts';

export type { GeneratedImageData, ImageGenerationRequest };

export function generateImage(
  connection: ProviderConnection,
  request: ImageGenerationRequest,
  options: ProviderCallOptions = {},
): Promise<GeneratedImageData> {
  if (connection.style !== 'openai') {
    return Promise.reject(
      new ProviderRequestError({ message: `The ${connection.style} style has no images endpoint.` }),
    );
  }
  return generateOpenAIImage(connection, request, options);
}
