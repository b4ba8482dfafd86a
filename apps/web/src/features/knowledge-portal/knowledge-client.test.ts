import { afterEach, describe, expect, it, vi } from 'vitest';
import { readKnowledgeTags } from './knowledge-client.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('readKnowledgeTags', () => {
  it('answers the tags the server lists', async () => {
    const tags = [{ id: 'kb-1', name: 'Contracts', documentCount: 2, organisation: false }];
    expect(await readKnowledgeTags('t', () => Promise.resolve(Response.json({ tags })))).toEqual(tags);
  });

  it('only logs a failure and answers an empty list (spec §8)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = () => Promise.resolve(Response.json({ userMessage: 'Nope' }, { status: 500 }));
    expect(await readKnowledgeTags('t', failing)).toEqual([]);
    expect(await readKnowledgeTags('t', () => Promise.reject(new TypeError('offline')))).toEqual([]);
    expect(await readKnowledgeTags('t', () => Promise.resolve(Response.json({ tags: 'x' })))).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(3);
  });
});
