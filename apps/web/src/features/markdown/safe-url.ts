const linkProtocols = new Set(['http:', 'https:', 'mailto:']);

function parseAbsolute(href: string): URL | null {
  // URL.canParse first: a relative or malformed href has no scheme we could vouch for.
  const trimmed = href.trim();
  return URL.canParse(trimmed) ? new URL(trimmed) : null;
}

/**
 * The href a model's link may keep: absolute http, https or mailto only. Everything else
 * (javascript:, data:, vbscript:, file:, relative paths that would move the app's own hash routes)
 * returns null and the link is shown as plain text.
 */
export function safeLinkHref(href: string): string | null {
  const url = parseAbsolute(href);
  return url && linkProtocols.has(url.protocol) ? url.href : null;
}

export type ImageSource =
  { kind: 'remote'; url: string; host: string } | { kind: 'embedded'; url: string } | { kind: 'refused' };

/** Where an image would come from; it is only fetched after the person asks for it. */
export function imageSourceOf(href: string): ImageSource {
  const url = parseAbsolute(href);
  if (!url) return { kind: 'refused' };
  if (url.protocol === 'https:' || url.protocol === 'http:') {
    return { kind: 'remote', url: url.href, host: url.host };
  }
  if (url.protocol === 'data:' && /^data:image\/[a-z0-9.+-]+[;,]/i.test(href.trim())) {
    return { kind: 'embedded', url: href.trim() };
  }
  return { kind: 'refused' };
}
