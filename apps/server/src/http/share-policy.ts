import type { MiddlewareHandler } from 'hono';
import { rateLimitedError } from '../auth/auth-errors.ts';
import { clientAddress } from '../auth/client-address.ts';
import type { RateLimitRule, RateLimitsRepository } from '../db/repositories/index.ts';
import { defaultCspDirectives, renderPolicy } from './content-security-policy.ts';

/**
 * Reads of shared things per caller address. Share ids are 128 random bits, so this is not what
 * stops guessing; it stops one address from scraping or hammering the public reads. Generous,
 * because an office or a school shares one address.
 */
export const defaultShareReadLimit: RateLimitRule = {
  bucket: 'share-read-address',
  windowMs: 60_000,
  limit: 60,
};

/**
 * A shared thing is read by people who did not make it, from links posted anywhere: it may not be
 * framed, may not move its base URL or post forms, sends no referrer, and stays out of search engines.
 */
export const shareContentSecurityPolicy = renderPolicy(
  {
    ...defaultCspDirectives,
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'none'"],
  },
  {},
);

export const shareAnswerHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': shareContentSecurityPolicy,
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'X-Robots-Tag': 'noindex, nofollow',
};

export interface ShareReadOptions {
  rateLimits: RateLimitsRepository;
  trustProxy: boolean;
  rule?: RateLimitRule;
  /** The headers put on every answer; the share pages bring their own stricter policy. */
  headers?: Readonly<Record<string, string>>;
  /** Headers set before the route, which the route may replace (a page's own policy). */
  defaultHeaders?: Readonly<Record<string, string>>;
}

/**
 * The one gate of every public share read (shared agents today, /share pages later): the per-address
 * limit first, then the share headers on whatever the route answers, errors included.
 */
export function shareReads({
  rateLimits,
  trustProxy,
  rule = defaultShareReadLimit,
  headers = shareAnswerHeaders,
  defaultHeaders = {},
}: ShareReadOptions): MiddlewareHandler {
  return async (context, next) => {
    for (const [name, value] of Object.entries(defaultHeaders)) context.header(name, value);
    try {
      const result = await rateLimits.hit(rule, clientAddress(context, { trustProxy }));
      if (!result.allowed) throw rateLimitedError(result.retryAfterSeconds);
      await next();
    } finally {
      for (const [name, value] of Object.entries(headers)) context.header(name, value);
    }
  };
}
