import { describe, expect, it } from 'vitest';
import { exportAttachment, importAttachment } from './exported-attachment.ts';

describe('exported attachments', () => {
  it('carry any bytes through base64 and back', async () => {
    const bytes = new Uint8Array(200_000).map((_, index) => (index * 7919) % 256);
    const record = {
      id: 'b',
      mimeType: 'application/octet-stream',
      size: bytes.length,
      data: new Blob([bytes]),
      createdAt: 1,
      updatedAt: 2,
      syncedAt: null,
    };
    const exported = await exportAttachment(record);
    expect(exported.base64).toBe(Buffer.from(bytes).toString('base64'));
    const restored = importAttachment(exported);
    expect(new Uint8Array(await (restored?.data ?? new Blob([])).arrayBuffer())).toEqual(bytes);
    expect(restored?.data.type).toBe('application/octet-stream');
  });

  it('refuses bytes that do not match the stated size', () => {
    expect(
      importAttachment({
        id: 'b',
        mimeType: 'text/plain',
        size: 9,
        base64: btoa('hello'),
        createdAt: 1,
        updatedAt: 1,
        syncedAt: null,
      }),
    ).toBeUndefined();
  });
});
