import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lookupOwn } from '@confab/core/entities';
import { parseServerConfig } from '../src/config.ts';
import { repositoryRoot } from './helpers/spawn-server.ts';

// Docker is not on the CI machine, so the compose file is checked by reading it. js-yaml comes with
// eslint (no dependency of our own for one test); a YAML 1.2 reader like compose's own.
const yaml = createRequire(import.meta.url)('js-yaml') as { load: (text: string) => unknown };

const deployFile = (name: string) => readFileSync(path.join(repositoryRoot, 'deploy', name), 'utf8');

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }> | string[];
  volumes?: string[];
}

const compose = yaml.load(deployFile('compose.yaml')) as { services: Record<string, Service> };
const services = new Map(Object.entries(compose.services));
const service = (name: string): Service => {
  const found = services.get(name);
  if (found === undefined) throw new Error(`compose.yaml has no service ${name}`);
  return found;
};

/** What `.env` would hold (example.env), as compose substitutes `${NAME}`, `${NAME:-default}`, `${NAME:?error}`. */
const exampleEnvironment = new Map(
  deployFile('example.env')
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => {
      const [name = '', ...rest] = line.split('=');
      return [name, rest.join('=').replace(/^"(.*)"$/, '$1')] as const;
    }),
);

function interpolate(value: string): string {
  return value.replace(
    /\$\{([A-Z_]+)(?::([-?])([^}]*))?\}/g,
    (_, name: string, kind: string | undefined, rest: string | undefined) => {
      const found = exampleEnvironment.get(name);
      if (found !== undefined && found !== '') return found;
      if (kind === '-') return rest ?? '';
      throw new Error(`${name} is required (${rest ?? ''}) and example.env does not set it.`);
    },
  );
}

/** Parses an instance's environment as the server would, and lists every variable the parse read. */
function parseAsServer(environment: Record<string, string>) {
  const read = new Set<string>();
  const recorded = new Proxy(environment, {
    getOwnPropertyDescriptor(target, name) {
      if (typeof name === 'string') read.add(name);
      return Reflect.getOwnPropertyDescriptor(target, name);
    },
  });
  const hostConfigPath = '/etc/confab/host-config.json';
  const config = parseServerConfig({
    environment: recorded,
    serverDirectory: '/app/apps/server/dist',
    buildSha: undefined,
    readTextFile: (file) => {
      if (file !== hostConfigPath) throw new Error(`ENOENT: ${file}`);
      return deployFile('host-config.json');
    },
  });
  return { config, read };
}

const instanceNames = ['confab-1', 'confab-2'];

describe('deploy/compose.yaml', () => {
  it('runs two Confab instances of one image, a proxy, PostgreSQL and an SMTP relay', () => {
    expect([...services.keys()].sort()).toEqual(['confab-1', 'confab-2', 'postgres', 'proxy', 'smtp']);
    for (const name of instanceNames) {
      expect(service(name).build).toEqual({ context: '..', dockerfile: 'deploy/Dockerfile' });
      expect(service(name).image).toBe('confab:local');
      expect(service(name).depends_on).toMatchObject({ postgres: { condition: 'service_healthy' } });
    }
    expect(deployFile('Dockerfile')).toContain('CMD ["node", "apps/server/dist/main.js"]');
  });

  it('gives every instance settings the server reads and accepts: shared blobs, proxy, SMTP', () => {
    for (const name of instanceNames) {
      const environment = Object.fromEntries(
        Object.entries(service(name).environment ?? {}).map(([key, value]) => [key, interpolate(value)]),
      );
      const { config, read } = parseAsServer(environment);
      // A misspelt variable would be silently ignored by the server: each one must be one it reads.
      expect(Object.keys(environment).filter((key) => !read.has(key))).toEqual([]);
      expect(config).toMatchObject({
        host: '0.0.0.0',
        port: 8080,
        blobStore: 'postgres',
        trustProxy: true,
        database: { kind: 'postgres' },
        mail: { smtp: { host: 'smtp', port: 587 } },
        hostConfig: { loginRequired: true },
      });
      expect(config.adminEmails).toEqual(['admin@example.com']);
      expect(service(name).volumes).toContain('./host-config.json:/etc/confab/host-config.json:ro');
    }
  });

  it('points the instances at the database PostgreSQL creates', () => {
    const environment = service('confab-1').environment ?? {};
    const databaseUrl = new URL(interpolate(lookupOwn(environment, 'DATABASE_URL') ?? ''));
    const postgres = service('postgres').environment ?? {};
    expect(databaseUrl.hostname).toBe('postgres');
    expect(databaseUrl.username).toBe(lookupOwn(postgres, 'POSTGRES_USER'));
    expect(databaseUrl.pathname).toBe(`/${lookupOwn(postgres, 'POSTGRES_DB') ?? ''}`);
    expect(decodeURIComponent(databaseUrl.password)).toBe(
      interpolate(lookupOwn(postgres, 'POSTGRES_PASSWORD') ?? ''),
    );
  });

  it('has the proxy balance over both instances on the port they listen on, streaming responses', () => {
    const caddyfile = deployFile('Caddyfile');
    const upstreams = /reverse_proxy ([^{\n]+)\{/.exec(caddyfile)?.[1]?.trim().split(/\s+/);
    expect(upstreams).toEqual(instanceNames.map((name) => `${name}:8080`));
    expect(caddyfile).toMatch(/lb_policy round_robin/);
    expect(caddyfile).toMatch(/flush_interval -1/);
    expect(caddyfile).toMatch(/health_uri \/api\/health/);
    expect(service('proxy').volumes).toContain('./Caddyfile:/etc/caddy/Caddyfile:ro');
  });
});
