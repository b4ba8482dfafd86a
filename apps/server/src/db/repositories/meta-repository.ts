import type { RepositoryContext } from './repository-context.ts';

/** Small server-wide facts (instance id, first start date...) kept as text by key. */
export interface MetaRepository {
  get: (key: string) => Promise<string | undefined>;
  set: (key: string, value: string) => Promise<void>;
}

export function createMetaRepository({ database }: RepositoryContext): MetaRepository {
  return {
    async get(key) {
      const row = await database
        .selectFrom('server_meta')
        .select('value')
        .where('key', '=', key)
        .executeTakeFirst();
      return row?.value;
    },

    async set(key, value) {
      await database
        .insertInto('server_meta')
        .values({ key, value })
        .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
        .execute();
    },
  };
}
