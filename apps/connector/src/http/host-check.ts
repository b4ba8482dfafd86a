const loopbackHostNames = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Against DNS rebinding: a page whose own host name was made to resolve to 127.0.0.1 talks to the
 * connector as same-origin, and a same-origin GET carries no Origin header. Its Host header still
 * names the attacker's host, so a connector on loopback only answers loopback host names.
 */
export function isLoopbackHostHeader(host: string | undefined): boolean {
  if (host === undefined) return false;
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
  return name !== undefined && loopbackHostNames.has(name.toLowerCase());
}
