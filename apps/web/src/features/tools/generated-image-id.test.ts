import { describe, expect, it } from 'vitest';
import type { StoredToolCall } from '@confab/core';
import { generatedImageIDs } from './generated-image-id.ts';

const call = (fields: Partial<StoredToolCall>): StoredToolCall => ({
  id: 'c',
  name: 'generate_image',
  arguments: '{"prompt":"fox"}',
  ...fields,
});

describe('generatedImageIDs', () => {
  it('finds the blobs of finished image calls, also in a multi-model answer, and nothing else', () => {
    expect(
      generatedImageIDs({
        toolCalls: [
          call({ result: '{"imageID":"blob-1","model":"gpt-image-1"}' }),
          call({ error: 'No OpenAI API key is set' }),
          call({ name: 'calculator', result: '{"imageID":"not-an-image"}' }),
          call({ result: 'not json' }),
        ],
        responses: [
          { uuid: 'r', content: '', createdAt: 0, toolCalls: [call({ result: '{"imageID":"blob-2"}' })] },
        ],
      }),
    ).toEqual(['blob-1', 'blob-2']);
  });
});
