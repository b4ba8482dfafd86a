import { promises as dns, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { HttpError } from '../http/http-error.ts';
import { isLocalHostName, isPublicAddress } from './address-rules.ts';
import type { AllowedHosts } from './allowed-hosts.ts';
import { proxyMessages } from './proxy-messages.ts';

/** Every address a name resolves to; tests pass their own to point names anywhere. */
export type ResolveHost = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolveHost: ResolveHost = (hostname) =>
  dns.lookup(hostname, { all: true, verbatim: true });

/**
 * The addresses the proxy may connect to for one hop, resolved once and checked. Every address the
 * name has must be public (a name that also resolves privately is refused), since the socket would
 * otherwise be free to pick the private one. Hosts the owner allows skip the check.
 */
export async function checkedAddresses(
  url: URL,
  { allowedHosts, resolveHost }: { allowedHosts: AllowedHosts; resolveHost: ResolveHost },
): Promise<LookupAddress[]> {
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const allowed = allowedHosts.allows(url);
  if (!allowed && isLocalHostName(hostname)) throw new HttpError(403, proxyMessages.privateAddress);
  const family = isIP(hostname);
  let addresses: LookupAddress[];
  if (family !== 0) {
    addresses = [{ address: hostname, family }];
  } else {
    try {
      addresses = await resolveHost(hostname);
    } catch (error) {
      throw new HttpError(502, proxyMessages.unreachable, { cause: error });
    }
  }
  if (addresses.length === 0) throw new HttpError(502, proxyMessages.unreachable);
  if (!allowed && !addresses.every((entry) => isPublicAddress(entry.address))) {
    throw new HttpError(403, proxyMessages.privateAddress);
  }
  return addresses;
}

/**
 * A `lookup` for the connection that answers with the addresses already checked, never asking DNS
 * again: a name whose record changes between the check and the connect (DNS rebinding) cannot move
 * the connection to another address.
 */
export function pinnedLookup(addresses: readonly LookupAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const [first] = addresses;
    if (options.all === true) callback(null, [...addresses]);
    else if (first) callback(null, first.address, first.family);
    else callback(new Error('no address'), '', 0);
  };
}
