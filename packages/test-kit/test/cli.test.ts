import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const cliPath = fileURLToPath(new URL('../src/mock-provider/cli.ts', import.meta.url));

describe('the CLI', () => {
  it('prints its address and answers until stopped', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', cliPath, '--port', '0', '--model', 'cli-model'],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let output = '';
        child.stdout.on('data', (piece: Buffer) => {
          output += piece.toString();
          const found = /Mock provider listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
          if (found?.[1]) resolve(found[1]);
        });
        child.once('exit', (code) => {
          reject(new Error(`the CLI exited with ${String(code)}: ${output}`));
        });
      });
      const models = (await (await fetch(`${url}/v1/models`)).json()) as { data: { id: string }[] };
      expect(models.data.map((model) => model.id)).toEqual(['cli-model']);
    } finally {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  });
});
