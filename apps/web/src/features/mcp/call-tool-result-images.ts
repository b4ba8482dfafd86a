import { lookupOwn } from '@confab/core';
import type { CallToolResult } from './connector-schemas.ts';

/** What a step draws: raster pictures only, since a blob URL opened from the step has the app's origin. */
const keptTypes: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

export const resultImageLimits = {
  /** Pictures kept from one result; more are described to the model but not stored. */
  count: 4,
  /** Decoded bytes of one picture. */
  bytes: 10 * 1024 * 1024,
} as const;

function decodeBase64(data: string): Uint8Array<ArrayBuffer> | undefined {
  if (Math.floor((data.length * 3) / 4) > resultImageLimits.bytes + 3) return undefined;
  try {
    const binary = atob(data);
    const bytes = new Uint8Array(binary.length);
    for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
    return bytes.length <= resultImageLimits.bytes ? bytes : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The raster image items of an MCP result as blobs, ready to store (issue #17 item 4: results show
 * their pictures in the tool step). Items of another type, too large or not valid base64 are left to
 * the text description.
 */
export function callToolResultImages(result: CallToolResult): Blob[] {
  const images: Blob[] = [];
  for (const item of result.content ?? []) {
    if (images.length >= resultImageLimits.count) break;
    if (item.type !== 'image') continue;
    const mimeType = lookupOwn<unknown>(item, 'mimeType');
    const data = lookupOwn<unknown>(item, 'data');
    if (typeof mimeType !== 'string' || !keptTypes.has(mimeType) || typeof data !== 'string') continue;
    const bytes = decodeBase64(data);
    if (bytes) images.push(new Blob([bytes], { type: mimeType }));
  }
  return images;
}
