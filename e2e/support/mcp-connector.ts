import { spawn } from 'node:child_process';
import path from 'node:path';

export interface RunningConnectorCommand {
  /** e.g. `http://127.0.0.1:40123`. */
  url: string;
  token: string;
  /** Stops it with SIGTERM (it stops its MCP servers) and waits for the exit. */
  stop: () => Promise<void>;
}

const repoRoot = path.resolve(import.meta.dirname, '../..');
const listeningLine = /Confab connector listening on (http:\/\/\S+)/;

/**
 * Runs the connector as a person does (`npx confab-connector <token> --origin <app>`: the built
 * bin, so `npm run build` first) on a free port, and resolves once it prints its address.
 */
export async function startConnectorCommand({
  token,
  origin,
  environment = {},
}: {
  token: string;
  origin: string;
  environment?: Record<string, string>;
}): Promise<RunningConnectorCommand> {
  const child = spawn(
    process.execPath,
    [path.join(repoRoot, 'apps/connector/bin/confab-connector.js'), token, '--origin', origin],
    { cwd: repoRoot, env: { ...process.env, PORT: '0', ...environment }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`The connector did not start within 10 s. Output:\n${output}`));
    }, 10_000);
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
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`The connector exited before listening. Output:\n${output}`));
    });
  });
  return {
    url,
    token,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
