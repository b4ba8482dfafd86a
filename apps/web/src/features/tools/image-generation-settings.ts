// What the first screen needs of image generation: its default model, limits and environment's
// shape. The call itself (image-generation.ts) loads with the tool's first call.
import type { ProviderConnection } from '@confab/core/providers';

/** The images model used until the person picks another (plugin setting `model` of `generate_image`). */
export const defaultImageModel = 'gpt-image-1';

export const imageGenerationLimits = {
  promptCharacters: 4000,
  /** Base64 characters of one answer (about 30 MB of image): more is refused before decoding. */
  base64Characters: 40_000_000,
} as const;

/** What the image tool needs from the page; tests pass fakes. */
export interface ImageEnvironment {
  /** The OpenAI-style connection with the person's opened key; `locked` when the vault holds it shut. */
  connection: () => ProviderConnection | 'locked' | undefined;
  model: () => string;
  /** Keeps the image in the blobs table (as attachments are) and answers its blob id. */
  storeImage: (image: Blob) => Promise<string>;
  fetch?: typeof fetch;
}
