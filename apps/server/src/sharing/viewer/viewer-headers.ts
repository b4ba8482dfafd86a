import { renderPolicy } from '../../http/content-security-policy.ts';
import { diagramFramePath, shareDiagramsScriptPath } from './viewer-page.ts';
import { viewerStyleHash } from './viewer-style.ts';

/**
 * The share pages run no script of their own making and load nothing but their own inline style: a
 * hostile message cannot run, frame, post, or make the reader's browser call another host (no
 * remote images, fonts or styles). The delete page alone may post its form back to this host; a
 * chat page with a diagram alone runs the diagram script (sharedChatPolicy).
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
 * A shared chat's page may be listed when its owner chose so, and may draw diagrams: the gate
 * leaves X-Robots-Tag and the policy to the route (it sets its headers after the route, so one it
 * set would win). The route says noindex for every other answer and sets `sharedChatPolicy`; an
 * answer the route never reached (a refused read) gets the strict policy from the gate's fallback.
 */
export const chatViewerPageHeaders: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(viewerPageHeaders).filter(
    ([name]) => name !== 'X-Robots-Tag' && name !== 'Content-Security-Policy',
  ),
);

export const strictViewerPolicy = viewerPolicy({ formAction: "'none'" });

/**
 * The chat page's policy. With a diagram it may run one script, the diagram script at its own path
 * on this origin, and frame one page, the app's sandboxed diagram frame; still nothing from another
 * host, no inline script, no connections. A source with a path names that file only.
 */
export function sharedChatPolicy(diagramsFrom: string | undefined): string {
  if (diagramsFrom === undefined) return strictViewerPolicy;
  return renderPolicy(
    {
      'default-src': ["'none'"],
      'script-src': [`${diagramsFrom}${shareDiagramsScriptPath}`],
      'frame-src': [`${diagramsFrom}${diagramFramePath}`],
      'style-src': [viewerStyleHash],
      'img-src': ['data:'],
      'base-uri': ["'none'"],
      'form-action': ["'none'"],
      'frame-ancestors': ["'none'"],
    },
    {},
  );
}

export const deletePageHeaders = headersWith(viewerPolicy({ formAction: "'self'" }));
