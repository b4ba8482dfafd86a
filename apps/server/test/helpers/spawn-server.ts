import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface SpawnedServer {
  child: ChildProcessWithoutNullStreams;
  url: string;
  stdout: () => string;
  stderr: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Resolves when stdout has received a line containing `text`. */
  waitForOutput: (text: string) => Promise<void>;
}

const listeningLine = /^Confab listening on (http:\/\/\S+)$/m;

/** Starts `node <args>` from the repository root and waits for the listening line. */
export async function spawnServer(
  args: readonly string[],
  environment: Record<string, string | undefined>,
  { startTimeoutMs = 10_000 } = {},
): Promise<SpawnedServer> {
  const child = spawn(process.execPath, args, {
    cwd: repositoryRoot,
    env: { PATH: process.env.PATH, ...environment },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  const waitForOutput = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (stdout.includes(text)) {
          resolve();
        } else if (child.exitCode !== null) {
          reject(new Error(`Exited before "${text}":\n${stdout}\n${stderr}`));
        } else {
          setTimeout(check, 20);
        }
      };
      check();
    });

  const timeout = setTimeout(() => child.kill('SIGKILL'), startTimeoutMs);
  try {
    await waitForOutput('Confab listening on ');
  } finally {
    clearTimeout(timeout);
  }
  const url = listeningLine.exec(stdout)?.[1];
  if (url === undefined) throw new Error(`No listening line in:\n${stdout}`);
  return { child, url, stdout: () => stdout, stderr: () => stderr, exited, waitForOutput };
}
