import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';

describe('lazySchema', () => {
  it('builds the schema on its first use, once, and parses and composes as the schema itself', () => {
    const build = vi.fn(() => z.object({ title: z.string() }));
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();

    expect(schema.safeParse({ title: 'Notes' })).toMatchObject({ success: true, data: { title: 'Notes' } });
    expect(schema.safeParse({ title: 3 }).success).toBe(false);
    expect(Object.keys(schema.shape)).toEqual(['title']);
    expect(z.optional(schema).safeParse(undefined).success).toBe(true);
    expect(build).toHaveBeenCalledTimes(1);
  });
});
