import ipaddr from 'ipaddr.js';

/**
 * Whether the proxy may connect to an address. Only ordinary public unicast addresses pass: not
 * loopback, private (RFC 1918), link-local (where cloud metadata services answer, 169.254.169.254),
 * carrier-grade NAT (100.64/10, also a metadata range), unspecified, broadcast, multicast or
 * reserved ranges; for IPv6 only global unicast (2000::/3) outside the special ranges, which also
 * refuses unique-local (fc00::/7, e.g. fd00:ec2::254), IPv4-mapped and IPv4-compatible forms,
 * NAT64, 6to4 and Teredo: each of those can carry a private IPv4 address inside.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const [firstPart = 0] = (parsed as ipaddr.IPv6).parts;
  const isGlobalUnicast = (firstPart & 0xe000) === 0x2000;
  return isGlobalUnicast && parsed.range() === 'unicast';
}

/**
 * Names that mean this machine whatever DNS says (RFC 6761): refused before any lookup, so a
 * resolver that answers `localhost` with a public address cannot matter either way.
 */
export function isLocalHostName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost') || name === '';
}
