import { request as httpRequest } from 'node:http';
import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { testMcpStdioServerConfig } from '@confab/test-kit/mcp-server';
import { startConnector, type ConnectorOptions, type RunningConnector } from '../src/start-connector.ts';

export const testToken = 'test-token-0123456789';
export const appOrigin = 'http://localhost:8787';

export function startTestConnector(options: Partial<ConnectorOptions> = {}): Promise<RunningConnector> {
  return startConnector({
    token: testToken,
    host: '127.0.0.1',
    ports: [0],
    allowedOrigins: new Set([appOrigin]),
    timeoutMs: 10_000,
    ...options,
  });
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  /** `null` sends no Authorization header. */
  token?: string | null;
  headers?: Record<string, string>;
}

export async function call(
  connector: { url: string },
  route: string,
  { method = 'GET', body, token = testToken, headers = {} }: CallOptions = {},
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const response = await fetch(`${connector.url}${route}`, {
    method,
    headers: {
      ...(token === null ? {} : { Authorization: `Bearer ${token}` }),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text === '' ? undefined : (JSON.parse(text) as unknown),
    headers: response.headers,
  };
}

/** A stdio test server config whose process writes its id to a file, and a way to read it. */
export async function trackedStdioServer(): Promise<{
  config: ReturnType<typeof testMcpStdioServerConfig>;
  readPid: () => number;
}> {
  const directory = await mkdtemp(path.join(tmpdir(), 'confab-connector-'));
  const pidFile = path.join(directory, 'pid');
  return {
    config: testMcpStdioServerConfig({ CONFAB_TEST_MCP_PID_FILE: pidFile }),
    readPid: () => Number(readFileSync(pidFile, 'utf8')),
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Resolves once the process is gone; rejects if it is still there after the time allowed. */
export async function waitForExit(pid: number, withinMs = 8_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (isAlive(pid)) {
    if (Date.now() > deadline) throw new Error(`Process ${pid} is still running`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export { isAlive };

/**
 * A request with exactly the headers given, Host and Origin included (fetch would set or refuse
 * those), as a browser or an attacker's page would send them.
 */
export function rawRequest(
  connector: { url: string },
  { method, path: route, headers }: { method: string; path: string; headers: Record<string, string> },
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${connector.url}${route}`,
      { method, headers, setHost: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          });
        });
      },
    );
    request.on('error', reject);
    request.end();
  });
}
