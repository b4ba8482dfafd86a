import { generateImage } from '@confab/core/providers';
import {
  defaultImageModel,
  imageGenerationLimits,
  type ImageEnvironment,
} from './image-generation-settings.ts';

const orientations = ['square', 'landscape', 'portrait'] as const;
type Orientation = (typeof orientations)[number];

/** What the model reads: where the image went, never its bytes. */
export interface ImageToolResult {
  imageID: string;
  model: string;
  size?: string;
  revisedPrompt?: string;
  note: string;
}

/** The size each model family understands for an orientation; unknown models get the server's default. */
function sizeFor(model: string, orientation: Orientation): string | undefined {
  if (model.startsWith('gpt-image')) {
    return { square: '1024x1024', landscape: '1536x1024', portrait: '1024x1536' }[orientation];
  }
  if (model === 'dall-e-3') {
    return { square: '1024x1024', landscape: '1792x1024', portrait: '1024x1792' }[orientation];
  }
  return orientation === 'square' ? '1024x1024' : undefined;
}

function readArguments(args: Record<string, unknown>): { prompt: string; orientation: Orientation } {
  const { prompt, orientation = 'square' } = args;
  if (typeof prompt !== 'string' || prompt.trim() === '') throw new Error('prompt must be a non-empty text.');
  if (prompt.length > imageGenerationLimits.promptCharacters) {
    throw new Error(`prompt is longer than ${String(imageGenerationLimits.promptCharacters)} characters.`);
  }
  if (!orientations.some((known) => known === orientation)) {
    throw new Error('orientation must be "square", "landscape" or "portrait".');
  }
  return { prompt: prompt.trim(), orientation: orientation as Orientation };
}

/** Only raster formats an `<img>` shows safely are kept; anything else is refused. */
export function imageTypeOf(bytes: Uint8Array): string | undefined {
  const starts = (...values: number[]) => values.every((value, index) => bytes[index] === value);
  if (starts(0x89, 0x50, 0x4e, 0x47)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  if (starts(0x52, 0x49, 0x46, 0x46) && String.fromCharCode(...bytes.subarray(8, 12)) === 'WEBP') {
    return 'image/webp';
  }
  return undefined;
}

function decodeBase64(base64: string): Uint8Array<ArrayBuffer> {
  if (base64.length > imageGenerationLimits.base64Characters) throw new Error('The image is too large.');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

async function download(url: string, environment: ImageEnvironment, signal: AbortSignal) {
  const fetchFunction = environment.fetch ?? ((input, init) => globalThis.fetch(input, init));
  try {
    const response = await fetchFunction(url, { signal });
    if (!response.ok) throw new Error(`status ${String(response.status)}`);
    return new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    signal.throwIfAborted();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`The image was made but could not be downloaded (${reason}).`, { cause: error });
  }
}

/** Runs `generate_image`: asks the images API, stores the picture, answers a short text for the model. */
export async function runImageGeneration(
  args: Record<string, unknown>,
  environment: ImageEnvironment,
  signal: AbortSignal,
): Promise<ImageToolResult> {
  const { prompt, orientation } = readArguments(args);
  const connection = environment.connection();
  if (connection === 'locked') {
    throw new Error('The OpenAI API key is locked with a password; the user must unlock it first.');
  }
  if (!connection) {
    throw new Error(
      'No OpenAI API key is set, so images cannot be generated. The user can add one in Settings → API keys.',
    );
  }
  const model = environment.model().trim() || defaultImageModel;
  const size = sizeFor(model, orientation);
  const image = await generateImage(
    connection,
    { prompt, model, ...(size === undefined ? {} : { size }) },
    { signal, ...(environment.fetch ? { fetch: environment.fetch } : {}) },
  );
  const bytes =
    'base64' in image ? decodeBase64(image.base64) : await download(image.url, environment, signal);
  const type = imageTypeOf(bytes);
  if (!type)
    throw new Error('The images endpoint answered something that is not a PNG, JPEG, GIF or WebP image.');
  signal.throwIfAborted();
  const imageID = await environment.storeImage(new Blob([bytes], { type }));
  return {
    imageID,
    model,
    ...(size === undefined ? {} : { size }),
    ...(image.revisedPrompt === undefined ? {} : { revisedPrompt: image.revisedPrompt }),
    note: 'The image is already shown to the user above your answer; do not repeat it as a link.',
  };
}
