import {
  sharedLinksResponseSchema,
  type DeleteSharedLinksRequest,
  type SharedLink,
  type SharedLinkType,
} from '@confab/core/protocol';

/** A shared-links call that failed; the manager shows its one standard line (spec §8). */
export class SharedLinksRequestError extends Error {
  override readonly name = 'SharedLinksRequestError';
}

async function call(input: string, init: RequestInit): Promise<SharedLink[]> {
  const response = await fetch(input, init).catch(() => {
    throw new SharedLinksRequestError('The shared links request did not reach the server.');
  });
  if (!response.ok)
    throw new SharedLinksRequestError(`The shared links request failed (${response.status}).`);
  return sharedLinksResponseSchema.parse(await response.json());
}

/**
 * GET /api/shared-links?type=: the signed-in account's links of one type. `base` is the
 * organisation host's prefix (host/org-api.ts); '' asks this origin.
 */
export function listSharedLinks(type: SharedLinkType, token: string, base = ''): Promise<SharedLink[]> {
  return call(`${base}/api/shared-links?type=${type}`, { headers: { authorization: `Bearer ${token}` } });
}

/** POST /api/shared-links: deletes, and answers the list that remains. */
export function deleteSharedLinks(
  request: DeleteSharedLinksRequest,
  token: string,
  base = '',
): Promise<SharedLink[]> {
  return call(`${base}/api/shared-links`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(request),
  });
}

/** Where a link opens: the light viewer pages the server that keeps the link draws. */
export function sharedLinkURL(link: SharedLink, base = ''): string {
  const place = link.type === 'chat' ? 'share' : link.type === 'character' ? 'characters' : 'plugins';
  return `${base === '' ? window.location.origin : base}/${place}/${encodeURIComponent(link.id)}`;
}
