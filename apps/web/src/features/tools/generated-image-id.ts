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

/** The blob id a finished `generate_image` call stored its picture under, if it is one. */
export function generatedImageID(call: StoredToolCall): string | undefined {
  if (call.name !== imageGenerationTool.id || call.error !== undefined) return undefined;
  const imageID = parsedObject(call.result)?.get('imageID');
  return typeof imageID === 'string' && imageID !== '' && imageID.length <= 256 ? imageID : undefined;
}

/** Every picture an answer's image calls stored (also in a multi-model answer): blobs the message needs. */
export function generatedImageIDs(message: Pick<Message, 'toolCalls' | 'responses'>): string[] {
  const calls = [
    ...(message.toolCalls ?? []),
    ...(message.responses ?? []).flatMap((response) => response.toolCalls ?? []),
  ];
  return calls.flatMap((call) => generatedImageID(call) ?? []);
}
