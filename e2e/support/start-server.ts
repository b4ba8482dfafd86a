import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface RunningServer {
  url: string;
  dataDirectory: string;
  process: ChildProcess;
  stop: () => Promise<void>;
}

const repoRoot = path.resolve(import.meta.dirname, '../..');
const listeningLine = /Confab listening on (http:\/\/\S+)/;

/**
 * Starts the built server exactly as `npm start` does after its build step, on a free port and an
 * empty data directory, and resolves once it prints the address it listens on.
 */
export async function startServer(environment: Record<string, string> = {}): Promise<RunningServer> {
  const dataDirectory = await mkdtemp(path.join(tmpdir(), 'confab-e2e-'));
  const child = spawn(process.execPath, [path.join(repoRoot, 'apps/server/dist/main.js')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDirectory, ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`The server did not start within 20 s. Output:\n${output}`));
    }, 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = listeningLine.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with code ${String(code)} before listening. Output:\n${output}`));
    });
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDirectory, { recursive: true, force: true });
  };
  return { url, dataDirectory, process: child, stop };
}
