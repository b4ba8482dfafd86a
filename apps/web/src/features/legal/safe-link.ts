/** A host-config link, if it is one a page may show: http(s), mailto, or a path on this server. */
export function safeLink(href: string | undefined): string | undefined {
  if (!href) return undefined;
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  try {
    const protocol = new URL(href).protocol;
    return protocol === 'https:' || protocol === 'http:' || protocol === 'mailto:' ? href : undefined;
  } catch {
    return undefined;
  }
}
