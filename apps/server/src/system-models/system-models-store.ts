import { sql, type Selectable } from 'kysely';
import type { ProviderStyle } from '@confab/core/entities';
import type { AdminSystemModel, PublicSystemModel, SystemModelInput, UsageRow } from '@confab/core/protocol';
import type { RepositoryContext } from '../db/repositories/repository-context.ts';
import type { SystemModelsTable } from '../db/tables.ts';

/** A system model with what only the server may know: the endpoint and the organisation's key. */
export interface StoredSystemModel extends AdminSystemModel {
  apiKey: string;
}

export interface UsageIncrement {
  userID: string;
  modelID: string;
  inputTokens: number;
  outputTokens: number;
}

export interface SystemModelsStore {
  list: () => Promise<StoredSystemModel[]>;
  find: (id: string) => Promise<StoredSystemModel | undefined>;
  add: (input: SystemModelInput) => Promise<StoredSystemModel>;
  /** False when there was no such model. */
  remove: (id: string) => Promise<boolean>;
  /** One request and its tokens, added to the member's counters of the current UTC day. */
  recordUsage: (increment: UsageIncrement) => Promise<void>;
  /** Counters of the last `days` days, newest first, named by the member's e-mail. */
  listUsage: (days: number) => Promise<UsageRow[]>;
}

function keyLast4(key: string): string {
  return key.length <= 4 ? '' : key.slice(-4);
}

function fromRow(row: Selectable<SystemModelsTable>): StoredSystemModel {
  return {
    id: row.id,
    title: row.title,
    style: row.style as ProviderStyle,
    endpoint: row.endpoint,
    model: row.model,
    keyLast4: keyLast4(row.api_key),
    supportsImages: row.supports_images === 1,
    createdAt: row.created_at,
    apiKey: row.api_key,
  };
}

/** What the console may show: everything but the key itself. */
export function adminView({ apiKey: _key, ...model }: StoredSystemModel): AdminSystemModel {
  return model;
}

/** What /config.json lists for members: no key, no endpoint, no provider model name. */
export function publicView(model: StoredSystemModel): PublicSystemModel {
  return {
    id: model.id,
    title: model.title,
    style: model.style,
    ...(model.supportsImages ? { supportsImages: true } : {}),
  };
}

export function createSystemModelsStore({ database, now, newID }: RepositoryContext): SystemModelsStore {
  return {
    async list() {
      const rows = await database.selectFrom('system_models').selectAll().orderBy('created_at').execute();
      return rows.map(fromRow);
    },

    async find(id) {
      const row = await database
        .selectFrom('system_models')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row && fromRow(row);
    },

    async add(input) {
      const row = {
        id: newID('sysmodel'),
        title: input.title,
        style: input.style,
        endpoint: input.endpoint,
        model: input.model,
        api_key: input.apiKey,
        supports_images: input.supportsImages === true ? 1 : 0,
        created_at: now().toISOString(),
      };
      await database.insertInto('system_models').values(row).execute();
      return fromRow(row);
    },

    async remove(id) {
      const result = await database.deleteFrom('system_models').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async recordUsage({ userID, modelID, inputTokens, outputTokens }) {
      const day = now().toISOString().slice(0, 10);
      await database
        .insertInto('system_model_usage')
        .values({
          user_id: userID,
          day,
          model_id: modelID,
          requests: 1,
          input_tokens: inputTokens,
          output_tokens: outputTokens,
        })
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'day', 'model_id']).doUpdateSet({
            requests: sql<number>`system_model_usage.requests + 1`,
            input_tokens: sql<number>`system_model_usage.input_tokens + ${inputTokens}`,
            output_tokens: sql<number>`system_model_usage.output_tokens + ${outputTokens}`,
          }),
        )
        .execute();
    },

    async listUsage(days) {
      const since = new Date(now().getTime() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
      const rows = await database
        .selectFrom('system_model_usage')
        .leftJoin('users', 'users.id', 'system_model_usage.user_id')
        .select(['day', 'model_id', 'requests', 'input_tokens', 'output_tokens', 'users.email'])
        .where('day', '>=', since)
        .orderBy('day', 'desc')
        .orderBy('users.email')
        .execute();
      return rows.map((row) => ({
        day: row.day,
        email: row.email ?? '',
        modelID: row.model_id,
        requests: row.requests,
        inputTokens: row.input_tokens,
        outputTokens: row.output_tokens,
      }));
    },
  };
}
