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

function headersWith(policy: string): Readonly<Record<string, string>> {
  return {
    'Content-Security-Policy': policy,
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    'X-Robots-Tag': 'noindex, nofollow',
    // A deleted link must stop showing at once, also from a browser's cache.
    'Cache-Control': 'no-cache',
  };
}

export const viewerPageHeaders = headersWith(viewerPolicy({ formAction: "'none'" }));

export const deletePageHeaders = headersWith(viewerPolicy({ formAction: "'self'" }));
