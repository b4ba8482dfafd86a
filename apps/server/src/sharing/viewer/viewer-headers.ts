import { renderPolicy } from '../../http/content-security-policy.ts';
import { viewerStyleHash } from './viewer-style.ts';

/**
 * The share pages run no script at all and load nothing but their own inline style: a hostile
 * message cannot run, frame, post, or make the reader's browser call another host (no remote
 * images, fonts or styles). The delete page alone may post its form back to this host.
 */
function viewerPolicy({ formAction }: { formAction: string }): string {
  return renderPolicy(
    {
      'default-src': ["'none'"],
      'style-src': [viewerStyleHash],
      'img-src': ['data:'],
      'base-uri': ["'none'"],
      'form-action': [formAction],
      'frame-ancestors': ["'none'"],
    },
    {},
  );
}

export const noIndex = 'noindex, nofollow';

function headersWith(policy: string): Record<string, string> {
  return {
    'Content-Security-Policy': policy,
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    'X-Robots-Tag': noIndex,
    // A deleted link must stop showing at once, also from a browser's cache.
    'Cache-Control': 'no-cache',
  };
}

export const viewerPageHeaders = headersWith(viewerPolicy({ formAction: "'none'" }));

/**
 * A shared chat's page may be listed when its owner chose so: the gate leaves X-Robots-Tag to the
 * route (it sets its headers after the route, so one it set would win), which says noindex for
 * every other answer.
 */
export const chatViewerPageHeaders: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(viewerPageHeaders).filter(([name]) => name !== 'X-Robots-Tag'),
);

export const deletePageHeaders = headersWith(viewerPolicy({ formAction: "'self'" }));
