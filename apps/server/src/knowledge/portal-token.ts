import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ConfabDatabase } from '../db/tables.ts';

/** server_meta key of the portal's signing key, made once per host so every instance shares it. */
export const portalSecretKey = 'knowledge-portal-secret';

const purpose = 'confab-knowledge-portal-v1';
const tokenPattern = /^([A-Za-z0-9_-]{1,200})\.(\d{1,16})\.([A-Za-z0-9_-]{43})$/;

export interface PortalTokens {
  /** A token naming `userID`, valid until `expiresAt` (epoch ms). */
  sign: (userID: string, expiresAt: number) => Promise<string>;
  /** The user a genuine, unexpired token names; undefined for anything else. */
  verify: (token: string, now: number) => Promise<string | undefined>;
}

/**
 * The host's signing key: the first instance to need it stores a random one; any later writer's key
 * loses the insert and every instance reads back the same stored key.
 */
async function loadSecret(database: ConfabDatabase): Promise<Buffer> {
  const read = async () =>
    (
      await database
        .selectFrom('server_meta')
        .select('value')
        .where('key', '=', portalSecretKey)
        .executeTakeFirst()
    )?.value;
  const stored = await read();
  if (stored !== undefined) return Buffer.from(stored, 'base64url');
  await database
    .insertInto('server_meta')
    .values({ key: portalSecretKey, value: randomBytes(32).toString('base64url') })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const settled = await read();
  if (settled === undefined) throw new Error('The knowledge portal key could not be stored.');
  return Buffer.from(settled, 'base64url');
}

/**
 * Tokens of the framed knowledge portal page: `user.expiry.mac`, an HMAC-SHA256 over the purpose, the
 * user id and the expiry. The page is opened inside a sandboxed frame with no cookie of the app's,
 * so the address itself must prove who may see it, and only for a few minutes.
 */
export function createPortalTokens(database: ConfabDatabase): PortalTokens {
  let secret: Promise<Buffer> | undefined;
  const key = () => {
    secret ??= loadSecret(database).catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    return secret;
  };
  const mac = async (userID: string, expiresAt: number) =>
    createHmac('sha256', await key())
      .update(`${purpose}\u0000${userID}\u0000${String(expiresAt)}`)
      .digest();

  return {
    async sign(userID, expiresAt) {
      const user = Buffer.from(userID, 'utf8').toString('base64url');
      return `${user}.${String(expiresAt)}.${(await mac(userID, expiresAt)).toString('base64url')}`;
    },

    async verify(token, now) {
      const match = tokenPattern.exec(token);
      if (!match) return undefined;
      const [, user = '', expiry = '', signature = ''] = match;
      const expiresAt = Number(expiry);
      if (!Number.isSafeInteger(expiresAt) || expiresAt <= now) return undefined;
      const userID = Buffer.from(user, 'base64url').toString('utf8');
      const expected = await mac(userID, expiresAt);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      return userID;
    },
  };
}
