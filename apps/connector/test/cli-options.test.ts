import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { parseConnectorCommand, UsageError } from '../src/cli-options.ts';
import { listenOnFirstFreePort } from '../src/listen-on-first-free-port.ts';

describe('parseConnectorCommand', () => {
  it('has the original connector defaults, on loopback, for the app that `npm start` serves', () => {
    expect(parseConnectorCommand(['secret'], {})).toEqual({
      help: false,
      token: 'secret',
      host: '127.0.0.1',
      ports: [50880, 50881],
      allowedOrigins: new Set(['http://localhost:8080', 'http://127.0.0.1:8080']),
      timeoutMs: 60_000,
      tlsFiles: undefined,
    });
  });

  it('reads PORT, TIMEOUT, MCP_AUTH_TOKEN, CERTFILE and KEYFILE', () => {
    expect(
      parseConnectorCommand([], {
        MCP_AUTH_TOKEN: 'from-env',
        PORT: '6000',
        TIMEOUT: '1500',
        CERTFILE: 'cert.pem',
        KEYFILE: 'key.pem',
      }),
    ).toMatchObject({
      token: 'from-env',
      ports: [6000],
      timeoutMs: 1500,
      tlsFiles: { certFile: 'cert.pem', keyFile: 'key.pem' },
    });
  });

  it('replaces the default app origin with --origin and adds --allow-origin ones, as origins', () => {
    const command = parseConnectorCommand(
      [
        'secret',
        '--origin',
        'https://chat.example/app/',
        '--allow-origin',
        'http://localhost:5173',
        '--allow-origin',
        'HTTPS://Other.Example:443',
      ],
      {},
    );
    expect(command.allowedOrigins).toEqual(
      new Set(['https://chat.example', 'http://localhost:5173', 'https://other.example']),
    );
  });

  it('listens elsewhere only with --host', () => {
    expect(parseConnectorCommand(['secret', '--host', '0.0.0.0'], {}).host).toBe('0.0.0.0');
    // The original read HOSTNAME, which many shells set to the machine's name: ignored here.
    expect(parseConnectorCommand(['secret'], { HOSTNAME: 'workstation' }).host).toBe('127.0.0.1');
  });

  it.each([
    [[], {}, 'Give the token'],
    [['secret', 'extra'], {}, 'one token'],
    [['secret'], { PORT: 'eighty' }, 'PORT must be'],
    [['secret'], { PORT: '70000' }, 'PORT must be'],
    [['secret'], { TIMEOUT: '0' }, 'TIMEOUT must be'],
    [['secret'], { CERTFILE: 'cert.pem' }, 'both CERTFILE and KEYFILE'],
    [['secret', '--allow-origin', 'chat.example'], {}, 'not an origin'],
    [['secret', '--allow-origin', 'ftp://chat.example'], {}, 'not an http or https origin'],
    [['secret', '--unknown'], {}, 'Unknown option'],
  ])('refuses %j with %j', (argv, environment, message) => {
    expect(() => parseConnectorCommand(argv, environment)).toThrow(UsageError);
    expect(() => parseConnectorCommand(argv, environment)).toThrow(message);
  });
});

describe('listenOnFirstFreePort', () => {
  it('takes the next port of the list when the first is in use, and fails when all are', async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const busyPort = (holder.address() as AddressInfo).port;
    const connector = createServer();
    try {
      const port = await listenOnFirstFreePort(connector, [busyPort, 0], '127.0.0.1');
      expect(port).not.toBe(busyPort);
      await new Promise((resolve) => connector.close(resolve));
      await expect(listenOnFirstFreePort(createServer(), [busyPort], '127.0.0.1')).rejects.toThrow(
        'EADDRINUSE',
      );
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  });
});
