import type { Message, StoredToolCall } from '@confab/core';
import { imageGenerationTool } from './image-generation-tool.ts';

/** A tool call's JSON text as a map; undefined when it is not a JSON object. */
export function parsedObject(text: string | undefined): Map<string, unknown> | undefined {
  if (text === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? new Map(Object.entries(value))
      : undefined;
  } catch {
    return undefined;
  }
}

/** At most this many pictures of one call are shown; a result naming more is cut there. */
export const maxResultImages = 8;

function blobID(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' && value.length <= 256 ? value : undefined;
}

/** The blob id a finished `generate_image` call stored its picture under, if it is one. */
export function generatedImageID(call: StoredToolCall): string | undefined {
  if (call.name !== imageGenerationTool.id || call.error !== undefined) return undefined;
  return blobID(parsedObject(call.result)?.get('imageID'));
}

/**
 * The pictures a plugin's result stored (an MCP tool's image content, `toolResultWithImages`): a
 * finished call whose JSON result has `images: [{ imageID }]`. Only blobs of this device's store can
 * be named, and only raster types are drawn, so a result naming an id shows at most a picture the
 * person already has.
 */
export function resultImageIDs(call: StoredToolCall): string[] {
  if (call.error !== undefined || call.name === imageGenerationTool.id) return [];
  const images = parsedObject(call.result)?.get('images');
  if (!Array.isArray(images)) return [];
  return images.slice(0, maxResultImages).flatMap((image: unknown) => {
    if (typeof image !== 'object' || image === null) return [];
    return blobID(new Map(Object.entries(image)).get('imageID')) ?? [];
  });
}

/** The result the model reads for a plugin result with pictures: its text, and the pictures' blob ids. */
export function toolResultWithImages(text: string, imageIDs: readonly string[]): string {
  return JSON.stringify({ content: text, images: imageIDs.map((imageID) => ({ imageID })) });
}

/** Every picture an answer's tool calls stored (also in a multi-model answer): blobs the message needs. */
export function toolImageIDs(message: Pick<Message, 'toolCalls' | 'responses'>): string[] {
  const calls = [
    ...(message.toolCalls ?? []),
    ...(message.responses ?? []).flatMap((response) => response.toolCalls ?? []),
  ];
  return calls.flatMap((call) => {
    const generated = generatedImageID(call);
    return generated === undefined ? resultImageIDs(call) : [generated];
  });
}
