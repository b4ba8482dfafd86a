import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { StoragePort, StoredToolCall } from '@confab/core';
import { createMemoryStorage } from '@confab/storage-browser';
import { IntlRoot } from '../../i18n/intl-root.tsx';
import { StorageProvider } from '../../storage/app-storage.tsx';
import { ToolCallSteps } from './tool-call-steps.tsx';

afterEach(cleanup);

const png = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

/**
 * The memory store clones records with Node's structuredClone, which turns happy-dom's Blob into a
 * plain object; blob reads are answered from this map instead, as IndexedDB would keep them.
 */
function storageWithBlobs(blobs: ReadonlyMap<string, Blob>): StoragePort {
  const storage = createMemoryStorage();
  const get = (id: string) => {
    const data = blobs.get(id);
    return Promise.resolve(
      data && { id, mimeType: data.type, size: data.size, data, createdAt: 1, updatedAt: 1, syncedAt: null },
    );
  };
  return { ...storage, blobs: { ...storage.blobs, get } };
}

function imageCall(imageID: string): StoredToolCall {
  return {
    id: `call-${imageID}`,
    name: 'generate_image',
    arguments: '{"prompt":"A red fox"}',
    result: JSON.stringify({ imageID, model: 'gpt-image-1' }),
  };
}

function renderSteps(storage: StoragePort, toolCalls: StoredToolCall[]) {
  render(
    <StorageProvider storage={storage}>
      <IntlRoot locale="en">
        <ToolCallSteps toolCalls={toolCalls} renderMarkdown={(text) => text} />
      </IntlRoot>
    </StorageProvider>,
  );
}

describe('GeneratedImage in a tool step', () => {
  it('shows the stored picture with its prompt as the name, and says when it is missing', async () => {
    const storage = storageWithBlobs(new Map([['blob-1', new Blob([png], { type: 'image/png' })]]));
    renderSteps(storage, [imageCall('blob-1'), imageCall('blob-gone')]);
    const image = await screen.findByRole('img', { name: 'Generated image: A red fox' });
    // The picture may be drawn before its object URL is made: wait for the address.
    await waitFor(() => {
      expect(image.getAttribute('src') ?? '').toMatch(/^blob:/);
    });
    expect(await screen.findByText('The image is not on this device.')).toBeTruthy();
  });

  it('never shows a blob that is not a raster image (an SVG would run as the app)', async () => {
    const storage = storageWithBlobs(
      new Map([['blob-svg', new Blob(['<svg onload="alert(1)"/>'], { type: 'image/svg+xml' })]]),
    );
    renderSteps(storage, [imageCall('blob-svg')]);
    await screen.findByText('Image generation');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('img')).toBeNull();
  });
});
