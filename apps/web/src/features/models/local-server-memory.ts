import * as z from 'zod/mini';
import type { DiscoveredLocalServer } from '@confab/core';
import type { LocalServerMemory } from './local-model-session.ts';

/** localStorage, not the synced settings: which servers run on this machine says nothing of another. */
export const localServersStorageKey = 'confab:local-servers';

const text = (maximum: number) => z.string().check(z.minLength(1), z.maxLength(maximum));

const rememberedServersSchema = z.array(
  z.object({
    name: text(100),
    connection: z.object({ style: z.literal('openai'), endpoint: z.url({ protocol: /^https?$/ }) }),
    models: z
      .array(
        z.object({
          id: text(500),
          title: z.optional(text(500)),
          contextWindow: z.optional(z.int().check(z.nonnegative())),
        }),
      )
      .check(z.maxLength(1000)),
  }),
);

/** Reads what the last probe found; anything unreadable counts as nothing found. */
export function createLocalServerMemory(storage: Pick<Storage, 'getItem' | 'setItem'>): LocalServerMemory {
  return {
    read(): readonly DiscoveredLocalServer[] {
      try {
        const saved = storage.getItem(localServersStorageKey);
        if (saved === null) return [];
        const parsed = rememberedServersSchema.safeParse(JSON.parse(saved));
        return parsed.success ? parsed.data : [];
      } catch {
        return [];
      }
    },
    write(servers) {
      try {
        storage.setItem(localServersStorageKey, JSON.stringify(servers));
      } catch {
        // Storage full or refused: the next load probes again when asked, nothing is lost.
      }
    },
  };
}
