import { lookupOwn, type StoragePort } from '@confab/core';
import * as z from 'zod/mini';
import type { McpOAuthSetting } from '../../storage/setting-keys.ts';

/**
 * An MCP server's OAuth state on this device, one settings record per server URL. The `sync.`
 * prefix keeps it device-local, like plugin OAuth tokens: it never syncs and no export names it.
 */
const stateKeyPrefix = 'sync.mcpOAuth.state.';

/** A sign-in started longer ago than this is refused at the callback. */
export const mcpOAuthStateLifetimeMilliseconds = 30 * 60 * 1000;

const bounded = z.string().check(z.minLength(1), z.maxLength(16_384));

export const mcpOAuthRecordSchema = z.object({
  /** The client registration (dynamic or given), as the SDK hands it over. */
  client: z.optional(z.looseObject({ client_id: bounded })),
  tokens: z.optional(z.looseObject({ access_token: bounded, token_type: bounded })),
  codeVerifier: z.optional(bounded),
  /** Set while a sign-in is needed: where the person must go to grant access. */
  authorizationURL: z.optional(bounded),
  discovery: z.optional(z.looseObject({ authorizationServerUrl: bounded })),
});

export type McpOAuthRecord = z.infer<typeof mcpOAuthRecordSchema>;

export const noMcpOAuthRecord: McpOAuthRecord = {};

export type McpOAuthStatus = 'signed-in' | 'sign-in-required' | 'none';

export function mcpOAuthRecordKey(serverURL: string): McpOAuthSetting {
  return `sync.mcpOAuth.server.${serverURL}`;
}

export function mcpOAuthStatus(record: McpOAuthRecord): McpOAuthStatus {
  if (record.tokens) return 'signed-in';
  return record.authorizationURL ? 'sign-in-required' : 'none';
}

export async function readMcpOAuthRecord(storage: StoragePort, serverURL: string): Promise<McpOAuthRecord> {
  const parsed = mcpOAuthRecordSchema.safeParse(
    (await storage.settings.get(mcpOAuthRecordKey(serverURL)))?.value,
  );
  return parsed.success ? parsed.data : noMcpOAuthRecord;
}

const recordFields = ['client', 'tokens', 'codeVerifier', 'authorizationURL', 'discovery'] as const;

/** Reads, changes and writes the record; fields set to undefined are removed. */
export async function updateMcpOAuthRecord(
  storage: StoragePort,
  serverURL: string,
  change: Partial<Record<keyof McpOAuthRecord, unknown>>,
): Promise<void> {
  const current = await readMcpOAuthRecord(storage, serverURL);
  const changes = new Map(Object.entries(change));
  const next = Object.fromEntries(
    recordFields.flatMap((field) => {
      const value = changes.has(field) ? changes.get(field) : lookupOwn(current, field);
      return value === undefined ? [] : [[field, value]];
    }),
  );
  await storage.settings.set({
    key: mcpOAuthRecordKey(serverURL),
    value: mcpOAuthRecordSchema.parse(next),
    updatedAt: Date.now(),
    syncedAt: null,
  });
}

/** Signing out, or removing the server: everything this device held for it goes. */
export async function deleteMcpOAuthRecord(storage: StoragePort, serverURL: string): Promise<void> {
  await storage.settings.delete(mcpOAuthRecordKey(serverURL));
}

const stateRecordSchema = z.object({ serverURL: bounded, createdAt: z.number() });

export async function saveMcpOAuthState(
  storage: StoragePort,
  state: string,
  serverURL: string,
): Promise<void> {
  await storage.settings.set({
    key: `${stateKeyPrefix}${state}`,
    value: { serverURL, createdAt: Date.now() },
    updatedAt: Date.now(),
    syncedAt: null,
  });
}

/** The server a callback's `state` was issued for; the state is spent either way. */
export async function takeMcpOAuthState(
  storage: StoragePort,
  state: string,
  now: number,
): Promise<string | undefined> {
  if (state === '') return undefined;
  const key = `${stateKeyPrefix}${state}`;
  const parsed = stateRecordSchema.safeParse((await storage.settings.get(key))?.value);
  await storage.settings.delete(key);
  if (!parsed.success || now - parsed.data.createdAt > mcpOAuthStateLifetimeMilliseconds) return undefined;
  return parsed.data.serverURL;
}
