// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { settingSyncCategory } from '@confab/core/sync-rules';
import { createMemoryStorage } from '@confab/storage-browser';
import {
  forgetExpiredAuthorizations,
  pendingAuthorizationLifetimeMs,
  savePendingAuthorization,
  takePendingAuthorization,
  type PendingAuthorization,
} from './pending-authorizations.ts';

const state = 'state-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';

function pending(fields: Partial<PendingAuthorization> = {}): PendingAuthorization {
  return {
    state,
    codeVerifier: 'verifier',
    pluginUUID: 'uuid-1',
    redirectURI: 'http://localhost/plugin-oauth/callback',
    createdAt: 1_000_000,
    ...fields,
  };
}

describe('pending authorizations', () => {
  it('gives back the matching state once', async () => {
    const storage = createMemoryStorage();
    await savePendingAuthorization(storage, pending());
    expect(await takePendingAuthorization(storage, state, 1_000_500)).toEqual(pending());
    expect(await takePendingAuthorization(storage, state, 1_000_600)).toBeUndefined();
  });

  it('matches no other state, and no malformed one', async () => {
    const storage = createMemoryStorage();
    await savePendingAuthorization(storage, pending());
    expect(await takePendingAuthorization(storage, `${state}x`, 1_000_500)).toBeUndefined();
    expect(await takePendingAuthorization(storage, '', 1_000_500)).toBeUndefined();
    expect(await takePendingAuthorization(storage, '../apiKeys.openai', 1_000_500)).toBeUndefined();
    expect(await takePendingAuthorization(storage, state, 1_000_500)).toBeDefined();
  });

  it('refuses a state older than ten minutes and forgets abandoned ones', async () => {
    const storage = createMemoryStorage();
    await savePendingAuthorization(storage, pending());
    const late = 1_000_000 + pendingAuthorizationLifetimeMs + 1;
    expect(await takePendingAuthorization(storage, state, late)).toBeUndefined();

    await savePendingAuthorization(storage, pending());
    await savePendingAuthorization(
      storage,
      pending({ state: 'fresh-bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb', createdAt: late }),
    );
    await forgetExpiredAuthorizations(storage, late);
    const keys = (await storage.settings.all()).map((setting) => setting.key);
    expect(keys).toEqual(['sync.pluginOAuth.pending.fresh-bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb']);
  });

  it('keeps pending states and tokens on this device: their settings never sync', () => {
    expect(settingSyncCategory(`sync.pluginOAuth.pending.${state}`, pending())).toBeNull();
    expect(settingSyncCategory('sync.pluginOAuth.token.uuid-1', { accessToken: 'a' })).toBeNull();
  });
});
