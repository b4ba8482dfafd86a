import { renderPolicy } from '../http/content-security-policy.ts';
import { portalStyleHash } from './portal-style.ts';

/**
 * The portal page runs no script and loads nothing but its own inline style. Only the app itself
 * may frame it ('self': the server serves the app), so another site cannot show a member's
 * documents inside its own page even with a leaked link.
 */
export const portalPolicy = renderPolicy(
  {
    'default-src': ["'none'"],
    'style-src': [portalStyleHash],
    'img-src': ['data:'],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'self'"],
  },
  {},
);

export const portalPageHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': portalPolicy,
  'X-Frame-Options': 'SAMEORIGIN',
  // The address carries the token: it must not travel on as a referrer, nor stay in any cache.
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
};
