/**
 * Hosts the owner lets the proxy reach although their addresses are private or local
 * (PLUGIN_PROXY_ALLOWED_HOSTS): an intranet API, or the test servers on loopback. An entry is a
 * host name or address, optionally with a port (`intranet.example:8443`, `127.0.0.1:4010`,
 * `[::1]:4010`); without a port every port of that host is allowed.
 */
export interface AllowedHosts {
  allows(url: URL): boolean;
}

function defaultPort(url: URL): string {
  if (url.port !== '') return url.port;
  return url.protocol === 'https:' ? '443' : '80';
}

export function parseAllowedHosts(entries: readonly string[]): AllowedHosts {
  const allowed = new Set<string>();
  for (const entry of entries) {
    const trimmed = entry.trim().toLowerCase();
    if (trimmed === '') continue;
    // Parsed as a URL so names and addresses are normalised exactly as requested URLs are.
    const url = new URL(`http://${trimmed}`);
    allowed.add(url.port === '' ? url.hostname : `${url.hostname}:${url.port}`);
  }
  return {
    allows: (url) => allowed.has(url.hostname) || allowed.has(`${url.hostname}:${defaultPort(url)}`),
  };
}

export const noAllowedHosts: AllowedHosts = { allows: () => false };
