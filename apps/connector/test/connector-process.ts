import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

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

/** Runs `confab-connector` in its own process, as a person does (needs `dist/`: build.mjs). */
export function spawnConnector(args: string[], environment: Record<string, string>): ConnectorProcess {
  const child = spawn(process.execPath, [binScript, ...args], {
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
