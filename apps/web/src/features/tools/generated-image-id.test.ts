import { describe, expect, it } from 'vitest';
import type { StoredToolCall } from '@confab/core';
import { resultImageIDs, toolImageIDs, toolResultWithImages } from './generated-image-id.ts';

const call = (fields: Partial<StoredToolCall>): StoredToolCall => ({
  id: 'c',
  name: 'generate_image',
  arguments: '{"prompt":"fox"}',
  ...fields,
});

describe('toolImageIDs', () => {
  it('finds the blobs of finished image calls, also in a multi-model answer, and nothing else', () => {
    expect(
      toolImageIDs({
        toolCalls: [
          call({ result: '{"imageID":"blob-1","model":"gpt-image-1"}' }),
          call({ error: 'No OpenAI API key is set' }),
          call({ name: 'calculator', result: '{"imageID":"not-an-image"}' }),
          call({ result: 'not json' }),
          call({ name: 'screenshot', result: toolResultWithImages('Two shots', ['blob-3', 'blob-4']) }),
          call({ name: 'screenshot', error: 'failed', result: toolResultWithImages('', ['blob-5']) }),
        ],
        responses: [
          { uuid: 'r', content: '', createdAt: 0, toolCalls: [call({ result: '{"imageID":"blob-2"}' })] },
        ],
      }),
    ).toEqual(['blob-1', 'blob-3', 'blob-4', 'blob-2']);
  });
});

describe('resultImageIDs', () => {
  it('reads only well-formed blob ids, at most eight, and never from an image-generation call', () => {
    const images = [
      { imageID: 'a' },
      { imageID: '' },
      { imageID: 7 },
      'b',
      null,
      { imageID: 'x'.repeat(257) },
      ...Array.from({ length: 10 }, (_, index) => ({ imageID: `n${String(index)}` })),
    ];
    expect(resultImageIDs(call({ name: 'plugin_tool', result: JSON.stringify({ images }) }))).toEqual([
      'a',
      'n0',
      'n1',
    ]);
    expect(resultImageIDs(call({ result: JSON.stringify({ images: [{ imageID: 'a' }] }) }))).toEqual([]);
    expect(resultImageIDs(call({ name: 'plugin_tool', result: '{"images":"a"}' }))).toEqual([]);
  });
});
