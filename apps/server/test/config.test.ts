import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultHostConfig } from '@confab/core/protocol';
import { generateLicenceKeyPair } from '../src/licensing/licence-config.ts';
import { ConfigError, parseServerConfig, type ConfigSources } from '../src/config.ts';

const serverDirectory = '/srv/confab/apps/server/dist';

function parse(environment: Record<string, string>, files: Record<string, string> = {}) {
  const sources: ConfigSources = {
    environment,
    serverDirectory,
    buildSha: undefined,
    readTextFile: (file) => {
      const text = files[file];
      if (text === undefined) throw new Error(`ENOENT: ${file}`);
      return text;
    },
  };
  return parseServerConfig(sources);
}

describe('parseServerConfig', () => {
  it('uses safe defaults with an empty environment', () => {
    const config = parse({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDirectory: path.resolve('data'),
      database: { kind: 'sqlite', file: path.resolve('data', 'confab.sqlite') },
      webDistDirectory: '/srv/confab/apps/web/dist',
      version: 'dev',
      logLevel: 'info',
      shutdownTimeoutMs: 10_000,
    });
    expect(config.hostConfig).toEqual(defaultHostConfig);
  });

  it('reads the knowledge curators as normalised e-mails, none by default', () => {
    expect(parse({}).knowledgeCurators).toEqual([]);
    expect(
      parse({ KNOWLEDGE_CURATORS: ' Curator@Example.com, kb@example.com ,curator@example.com' })
        .knowledgeCurators,
    ).toEqual(['curator@example.com', 'kb@example.com']);
    expect(() => parse({ KNOWLEDGE_CURATORS: 'curator@example.com, not an address' })).toThrow(ConfigError);
  });

  it('reads the plugin proxy exceptions, closed by default', () => {
    const closed = parse({}).pluginProxy;
    expect(closed.allowGuests).toBe(false);
    expect(closed.allowedHosts.allows(new URL('http://127.0.0.1/'))).toBe(false);
    const open = parse({
      PLUGIN_PROXY_ALLOWED_HOSTS: 'intranet.example, 127.0.0.1:4010',
      PLUGIN_PROXY_GUESTS: 'true',
    }).pluginProxy;
    expect(open.allowGuests).toBe(true);
    expect(open.allowedHosts.allows(new URL('https://intranet.example/api'))).toBe(true);
    expect(open.allowedHosts.allows(new URL('http://127.0.0.1:4010/'))).toBe(true);
    expect(open.allowedHosts.allows(new URL('http://127.0.0.1:4011/'))).toBe(false);
    expect(() => parse({ PLUGIN_PROXY_ALLOWED_HOSTS: 'bad host name' })).toThrow(ConfigError);
  });

  it('reads every variable', () => {
    const config = parse({
      PORT: '0',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/confab',
      WEB_DIST_DIR: '/opt/web',
      GIT_SHA: 'abc123',
      LOG_LEVEL: 'WARN',
      SHUTDOWN_TIMEOUT_MS: '2500',
    });
    expect(config).toMatchObject({
      port: 0,
      host: '0.0.0.0',
      database: { kind: 'sqlite', file: '/var/lib/confab/confab.sqlite' },
      webDistDirectory: '/opt/web',
      version: 'abc123',
      logLevel: 'warn',
      shutdownTimeoutMs: 2500,
    });
  });

  it('treats empty values as unset', () => {
    expect(parse({ PORT: '', DATABASE_URL: ' ' })).toMatchObject({
      port: 8080,
      database: { kind: 'sqlite' },
    });
  });

  it('takes the version from GIT_SHA, then CONFAB_VERSION, then the build, then "dev"', () => {
    expect(parse({ GIT_SHA: 'a', CONFAB_VERSION: 'b' }).version).toBe('a');
    expect(parse({ CONFAB_VERSION: 'b' }).version).toBe('b');
    const fromBuild = parseServerConfig({
      environment: {},
      serverDirectory,
      buildSha: 'c',
      readTextFile: () => '',
    });
    expect(fromBuild.version).toBe('c');
  });

  it.each(['postgres://confab@db/confab', 'postgresql://confab@db/confab'])(
    'uses PostgreSQL for %s',
    (url) => {
      expect(parse({ DATABASE_URL: url }).database).toEqual({ kind: 'postgres', url });
    },
  );

  it('passes DATABASE_SCHEMA to PostgreSQL and refuses an unsafe name', () => {
    const url = 'postgres://db/confab';
    expect(parse({ DATABASE_URL: url, DATABASE_SCHEMA: 'confab' }).database).toEqual({
      kind: 'postgres',
      url,
      schema: 'confab',
    });
    expect(() => parse({ DATABASE_URL: url, DATABASE_SCHEMA: 'x; drop' })).toThrow(ConfigError);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ DATABASE_URL: 'mysql://db/confab' }, /DATABASE_URL/],
    [{ SHUTDOWN_TIMEOUT_MS: '-1' }, /SHUTDOWN_TIMEOUT_MS/],
    [{ CONFAB_HOST_CONFIG: '{not json' }, /CONFAB_HOST_CONFIG/],
    [{ CONFAB_HOST_CONFIG: '[]' }, /JSON object/],
    [{ CONFAB_HOST_CONFIG: '{"hosted":"yes"}' }, /hosted/],
    [{ HOST_CONFIG_FILE: '/missing.json' }, /cannot be read/],
  ])('refuses %j with a message naming the problem', (environment, message) => {
    expect(() => parse(environment)).toThrow(ConfigError);
    expect(() => parse(environment)).toThrow(message);
  });

  it('merges HOST_CONFIG_FILE, then CONFAB_HOST_CONFIG, over the defaults', () => {
    const file = JSON.stringify({
      brand: 'Acme',
      tagline: 'From the file',
      chatFeatures: { agents: false },
      links: { faqs: '/faqs' },
    });
    const config = parse(
      {
        HOST_CONFIG_FILE: '/etc/confab/host.json',
        CONFAB_HOST_CONFIG: JSON.stringify({ tagline: 'From the variable', chatFeatures: { navBar: false } }),
      },
      { '/etc/confab/host.json': file },
    );
    expect(config.hostConfig.brand).toBe('Acme');
    expect(config.hostConfig.tagline).toBe('From the variable');
    expect(config.hostConfig.chatFeatures).toMatchObject({
      agents: false,
      navBar: false,
      promptLibrary: true,
    });
    expect(config.hostConfig.links).toEqual({ privacy: '/privacy', terms: '/terms', faqs: '/faqs' });
  });
  describe('payment providers', () => {
    const providerOne = {
      PROVIDER_ONE_API_KEY: 'key',
      PROVIDER_ONE_STORE_ID: '7',
      PROVIDER_ONE_WEBHOOK_SECRET: 'secret',
      PROVIDER_ONE_VARIANT_IDS: 'YEARLY=1, MONTHLY=2, 5GB_YEARLY=3, 5GB_MONTHLY=4',
    };
    const providerTwo = {
      PROVIDER_TWO_SECRET_KEY: 'sk',
      PROVIDER_TWO_WEBHOOK_SECRET: 'whsec',
      PROVIDER_TWO_PRICE_IDS: 'YEARLY=a,MONTHLY=b,5GB_YEARLY=c,5GB_MONTHLY=d',
    };

    it('offers no storage purchase without a provider', () => {
      const config = parse({});
      expect(config.billing).toBeUndefined();
      expect(config.hostConfig.allowSubscriptions).toBe(false);
    });

    it('reads both providers, turns on subscriptions and picks the checkout provider', () => {
      const config = parse({
        ...providerOne,
        ...providerTwo,
        STORAGE_LIMIT_BYTES: '1000',
        CHECKOUT_PROVIDER: 'two',
      });
      expect(config.hostConfig.allowSubscriptions).toBe(true);
      expect(config.billing).toMatchObject({
        checkoutProvider: 'providerTwo',
        providerOne: { storeId: '7', variantIDs: { YEARLY: '1', '5GB_MONTHLY': '4' } },
        providerTwo: { priceIDs: { MONTHLY: 'b' } },
      });
      expect(parse({ ...providerTwo, STORAGE_LIMIT_BYTES: '1000' }).billing?.checkoutProvider).toBe(
        'providerTwo',
      );
    });

    it('refuses half a provider, a plan without an id, a bad checkout choice and a missing limit', () => {
      const { PROVIDER_ONE_STORE_ID: _unused, ...withoutStore } = providerOne;
      expect(() => parse({ ...withoutStore, STORAGE_LIMIT_BYTES: '1' })).toThrow(/PROVIDER_ONE_STORE_ID/);
      expect(() =>
        parse({ ...providerOne, PROVIDER_ONE_VARIANT_IDS: 'YEARLY=1', STORAGE_LIMIT_BYTES: '1' }),
      ).toThrow(/no id for MONTHLY, 5GB_YEARLY, 5GB_MONTHLY/);
      expect(() => parse({ ...providerOne, CHECKOUT_PROVIDER: 'two', STORAGE_LIMIT_BYTES: '1' })).toThrow(
        ConfigError,
      );
      expect(() => parse(providerOne)).toThrow(/STORAGE_LIMIT_BYTES/);
    });
  });

  it('turns the licence server on with LICENCE_SIGNING_KEY and stops the start on a bad one', () => {
    expect(parse({}).licensing).toBeUndefined();
    const { signingKey, publicKey } = generateLicenceKeyPair();
    const config = parse({ LICENCE_SIGNING_KEY: signingKey });
    expect(config.licensing).toMatchObject({ publicKey, tokenDays: 30 });
    // The served host config tells apps that this host sells licences and how to check its tokens.
    expect(config.hostConfig.licensing).toEqual({ publicKey });
    expect(parse({}).hostConfig.licensing).toBeUndefined();
    expect(() => parse({ LICENCE_SIGNING_KEY: 'bm90IGEga2V5' })).toThrow(ConfigError);
  });
});
