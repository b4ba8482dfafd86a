import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { networkInterfaces } from 'node:os';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { spawnConnector, type ConnectorProcess } from './connector-process.ts';
import { call, testToken, trackedStdioServer, waitForExit } from './helpers.ts';

const running: ConnectorProcess[] = [];
const blockers: Server[] = [];

function start(...parameters: Parameters<typeof spawnConnector>): ConnectorProcess {
  const connector = spawnConnector(...parameters);
  running.push(connector);
  return connector;
}

// The command as people run it: the bundle behind bin/confab-connector.js, built once here. It also
// starts in a fraction of the time the sources take through tsx.
beforeAll(() => {
  execFileSync(process.execPath, [fileURLToPath(new URL('../build.mjs', import.meta.url))]);
});

afterEach(async () => {
  for (const connector of running.splice(0)) {
    if (connector.child.exitCode === null) connector.child.kill('SIGKILL');
  }
  await Promise.all(blockers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** Holds a loopback port, or resolves false when something else already holds it. */
function holdPort(port: number): Promise<boolean> {
  const server = createServer();
  return new Promise((resolve) => {
    server.once('error', () => {
      resolve(false);
    });
    server.listen(port, '127.0.0.1', () => {
      blockers.push(server);
      resolve(true);
    });
  });
}

function isPortFree(port: number): Promise<boolean> {
  const server = createServer();
  return new Promise((resolve) => {
    server.once('error', () => {
      resolve(false);
    });
    server.listen(port, '127.0.0.1', () => {
      server.close(() => {
        resolve(true);
      });
    });
  });
}

function nonLoopbackAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;
}

describe('the connector command', () => {
  it('listens on 127.0.0.1 only, and never prints the token', async ({ skip }) => {
    const connector = start([testToken], { PORT: '0' });
    const url = await connector.url;
    expect(new URL(url).hostname).toBe('127.0.0.1');
    expect(await call({ url }, '/ping')).toMatchObject({ status: 200 });
    expect(connector.output()).not.toContain(testToken);
    const address = nonLoopbackAddress();
    if (address === undefined) skip('this machine has no non-loopback IPv4 address to try');
    const { port } = new URL(url);
    // Refused at once; a firewall that drops the packets instead ends in the timeout, also a failure.
    await expect(
      fetch(`http://${address}:${port}/ping`, { signal: AbortSignal.timeout(3_000) }),
    ).rejects.toThrow();
  });

  it('takes the token from MCP_AUTH_TOKEN and refuses to start without one', async () => {
    const fromEnvironment = start([], { PORT: '0', MCP_AUTH_TOKEN: testToken });
    expect(await call({ url: await fromEnvironment.url }, '/ping')).toMatchObject({ status: 200 });
    const withoutToken = start([], { PORT: '0' });
    expect(await withoutToken.exited).toBe(2);
    expect(withoutToken.output()).toContain('Give the token the Confab app shows');
  });

  it('stops its MCP servers when it gets SIGTERM', async () => {
    const connector = start([testToken], { PORT: '0' });
    const url = await connector.url;
    const server = await trackedStdioServer();
    expect(
      await call({ url }, '/start', { method: 'POST', body: { mcpServers: { test: server.config } } }),
    ).toMatchObject({
      status: 201,
    });
    const pid = server.readPid();
    connector.child.kill('SIGTERM');
    expect(await connector.exited).toBe(0);
    await waitForExit(pid);
  });

  it('takes 50881 when 50880 is busy', async ({ skip }) => {
    // The real ports: another program on this machine may hold them, so the test holds 50880
    // itself and runs only when 50881 is free.
    if (!(await holdPort(50880)) || !(await isPortFree(50881)))
      skip('50880 or 50881 is held by another program');
    const connector = start([testToken], {});
    expect(new URL(await connector.url).port).toBe('50881');
  });

  it('names the origins it answers', async () => {
    const connector = start([testToken, '--allow-origin', 'https://confab.example'], { PORT: '0' });
    const url = await connector.url;
    expect(await call({ url }, '/ping')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(connector.output()).toContain('https://confab.example');
  });
});
