import * as z from 'zod/mini';

/** `searchEngine` (spec §3, §9): a named engine or the address of the person's own search service. */
export const searchEngineSchema = z.string().check(z.maxLength(2000));
export const customSearchEngineIDSchema = z.string().check(z.maxLength(256));
export const customSearchAPIKeySchema = z.string().check(z.maxLength(10_000));
