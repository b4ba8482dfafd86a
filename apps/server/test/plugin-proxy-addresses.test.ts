import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { isLocalHostName, isPublicAddress } from '../src/plugin-proxy/address-rules.ts';
import { noAllowedHosts, parseAllowedHosts } from '../src/plugin-proxy/allowed-hosts.ts';
import { checkedAddresses, pinnedLookup } from '../src/plugin-proxy/checked-addresses.ts';

const resolveTo =
  (...addresses: string[]) =>
  (): Promise<LookupAddress[]> =>
    Promise.resolve(addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));

const noDns = (): Promise<LookupAddress[]> => Promise.reject(new Error('no DNS in this test'));

async function refusal(url: string, resolveHost = noDns): Promise<number | undefined> {
  try {
    await checkedAddresses(new URL(url), { allowedHosts: noAllowedHosts, resolveHost });
    return undefined;
  } catch (error) {
    return (error as { status?: number }).status;
  }
}

describe('the proxy address rules', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '100.100.100.200',
    '0.0.0.0',
    '255.255.255.255',
    '224.0.0.1',
    '192.0.0.170',
    '198.18.0.1',
    '::1',
    '::',
    'fe80::1',
    'fd00:ec2::254',
    'fc00::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:8.8.8.8',
    '::127.0.0.1',
    '64:ff9b::7f00:1',
    '2002:7f00:1::',
    '2001::1',
    'ff02::1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '93.184.215.14', '1.1.1.1', '2606:4700:4700::1111', '2a00:1450:4001:81b::200e'])(
    'allows the public address %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it.each(['localhost', 'LOCALHOST', 'localhost.', 'api.localhost', 'a.b.localhost.'])(
    'treats %s as this machine',
    (name) => {
      expect(isLocalHostName(name)).toBe(true);
    },
  );

  it('does not treat names that merely contain localhost as local', () => {
    expect(isLocalHostName('localhost.example.com')).toBe(false);
    expect(isLocalHostName('mylocalhost')).toBe(false);
  });

  // The URL parser turns every spelling of an address into the dotted form before the check.
  it.each([
    'http://2130706433/',
    'http://0177.0.0.1/',
    'http://0x7f.1/',
    'http://127.1/',
    'http://0/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:a9fe:a9fe]/',
    'http://[fd00:ec2::254]/',
    'http://169.254.169.254/latest/meta-data/',
    'http://localhost:8080/',
    'http://api.localhost/',
  ])('refuses %s before connecting', async (url) => {
    expect(await refusal(url)).toBe(403);
  });

  it('refuses a name that resolves to a private address, or to a private one among public ones', async () => {
    expect(await refusal('http://metadata.test/', resolveTo('169.254.169.254'))).toBe(403);
    expect(await refusal('http://mixed.test/', resolveTo('8.8.8.8', '10.0.0.1'))).toBe(403);
    expect(await refusal('http://public.test/', resolveTo('8.8.8.8', '2606:4700:4700::1111'))).toBe(
      undefined,
    );
  });

  it('answers 502 when the name does not resolve', async () => {
    expect(await refusal('https://nowhere.test/')).toBe(502);
  });

  it('lets the owner allow hosts, with or without a port', async () => {
    const allowedHosts = parseAllowedHosts(['127.0.0.1:4010', ' Intranet.Example ', '[::1]:81', '']);
    const check = (url: string) =>
      checkedAddresses(new URL(url), { allowedHosts, resolveHost: resolveTo('10.0.0.5') });
    await expect(check('http://127.0.0.1:4010/x')).resolves.toEqual([{ address: '127.0.0.1', family: 4 }]);
    await expect(check('https://intranet.example/')).resolves.toEqual([{ address: '10.0.0.5', family: 4 }]);
    await expect(check('http://[::1]:81/')).resolves.toEqual([{ address: '::1', family: 6 }]);
    await expect(check('http://127.0.0.1:4011/')).rejects.toMatchObject({ status: 403 });
    await expect(check('http://[::1]/')).rejects.toMatchObject({ status: 403 });
  });

  it('pins the connection to the checked addresses', () => {
    const lookup = pinnedLookup([{ address: '8.8.8.8', family: 4 }]);
    const answers: unknown[] = [];
    lookup('anything.test', { all: true }, (_error, addresses) => answers.push(addresses));
    lookup('anything.test', {}, (_error, address, family) => answers.push([address, family]));
    expect(answers).toEqual([[{ address: '8.8.8.8', family: 4 }], ['8.8.8.8', 4]]);
  });
});
