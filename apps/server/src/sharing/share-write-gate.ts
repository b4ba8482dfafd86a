import type { Context } from 'hono';
import type { HostConfig } from '@confab/core/protocol';
import { lookupOwn } from '@confab/core/entities';
import { rateLimitedError } from '../auth/auth-errors.ts';
import { clientAddress } from '../auth/client-address.ts';
import type { RateLimitRule, RateLimitsRepository } from '../db/repositories/index.ts';
import { HttpError } from '../http/http-error.ts';
import { shareMessages } from './share-messages.ts';

/** How many things one account, and one address, may publish per hour (chats and plugins together). */
export interface ShareWriteLimits {
  account: RateLimitRule;
  address: RateLimitRule;
}

export const defaultShareWriteLimits: ShareWriteLimits = {
  account: { bucket: 'share-write-account', windowMs: 3_600_000, limit: 60 },
  address: { bucket: 'share-write-address', windowMs: 3_600_000, limit: 120 },
};

export interface ShareWriteGateOptions {
  /** The effective host config: the admin console's share switch applies at once. */
  currentHostConfig: () => Promise<Pick<HostConfig, 'chatFeatures'>>;
  rateLimits: RateLimitsRepository;
  writeLimits: ShareWriteLimits;
  trustProxy: boolean;
}

/** Throws 403 where the host turned sharing off and 429 past either hourly limit; counts a publish. */
export async function assertShareWriteAllowed(
  context: Context,
  userID: string,
  { currentHostConfig, rateLimits, writeLimits, trustProxy }: ShareWriteGateOptions,
): Promise<void> {
  const { chatFeatures } = await currentHostConfig();
  if (lookupOwn(chatFeatures, 'actionButtons.share') === false) {
    throw new HttpError(403, shareMessages.sharingOff);
  }
  for (const [rule, subject] of [
    [writeLimits.account, userID],
    [writeLimits.address, clientAddress(context, { trustProxy })],
  ] as const) {
    const result = await rateLimits.hit(rule, subject);
    if (!result.allowed) throw rateLimitedError(result.retryAfterSeconds);
  }
}
