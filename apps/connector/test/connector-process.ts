import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const mainScript = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const binScript = fileURLToPath(new URL('../bin/confab-connector.js', import.meta.url));

export interface ConnectorProcess {
  child: ChildProcess;
  /** Resolves with the URL the connector printed once listening. */
  url: Promise<string>;
  /** Everything printed so far, stdout and stderr together. */
  output(): string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
}

/**
 * Runs the connector as a person does, in its own process: from the TypeScript sources through tsx
 * (no build needed), or with `bin: true` the published-style command (needs `dist/`).
 */
export function spawnConnector(
  args: string[],
  environment: Record<string, string>,
  { bin = false }: { bin?: boolean } = {},
): ConnectorProcess {
  const nodeArguments = bin ? [binScript] : ['--import', import.meta.resolve('tsx'), mainScript];
  const child = spawn(process.execPath, [...nodeArguments, ...args], {
    env: { PATH: process.env.PATH ?? '', ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      resolve(code);
    });
  });
  const url = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer): void => {
      printed += chunk.toString('utf8');
      const match = /Confab connector listening on (\S+)/.exec(printed);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => {
      reject(new Error(`The connector exited (${String(code)}) before listening:\n${printed}`));
    });
  });
  url.catch(() => undefined);
  return { child, url, exited, output: () => printed };
}
