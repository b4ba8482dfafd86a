import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteCloudStorage, listCloudStorage } from './storage-client.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Spec §7: `POST {orgURL}/api/cloud/storage` and `.../delete`, with the session's bearer token. */
describe('cloud storage on the organisation host', () => {
  it('calls orgURL when given one, and this origin without', async () => {
    const calls: { url: string; authorization: string | null }[] = [];
    vi.stubGlobal('fetch', (input: string, init: RequestInit = {}) => {
      calls.push({ url: input, authorization: new Headers(init.headers).get('authorization') });
      return Promise.resolve(Response.json({ items: [], count: 0, totalSize: 0 }));
    });
    const request = { offset: 0, limit: 50, orderBy: null, orderDir: null, type: 'blob' } as const;
    await listCloudStorage('t-1', request, 'https://org.example.com');
    await deleteCloudStorage('t-1', { isDeleteAll: true }, 'https://org.example.com');
    await listCloudStorage('t-1', request);
    expect(calls).toEqual([
      { url: 'https://org.example.com/api/cloud/storage', authorization: 'Bearer t-1' },
      { url: 'https://org.example.com/api/cloud/storage/delete', authorization: 'Bearer t-1' },
      { url: '/api/cloud/storage', authorization: 'Bearer t-1' },
    ]);
  });
});
