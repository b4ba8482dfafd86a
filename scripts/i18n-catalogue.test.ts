import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const formatjs = path.resolve('node_modules/.bin/formatjs');

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8'));
}

describe('English catalogue (run `npm run i18n:extract` after changing UI text)', () => {
  const workDirectory = mkdtempSync(path.join(tmpdir(), 'confab-i18n-'));
  const extractedFile = path.join(workDirectory, 'en.json');
  const compiledFile = path.join(workDirectory, 'en.compiled.json');
  execFileSync(
    formatjs,
    [
      'extract',
      'apps/web/src/**/*.{ts,tsx}',
      '--ignore',
      '**/*.d.ts',
      '--format',
      'simple',
      '--out-file',
      extractedFile,
    ],
    { stdio: 'pipe' },
  );
  execFileSync(
    formatjs,
    ['compile', extractedFile, '--format', 'simple', '--ast', '--out-file', compiledFile],
    {
      stdio: 'pipe',
    },
  );

  it('holds exactly the messages the web app declares', () => {
    expect(readJson('apps/web/src/i18n/catalogue/en.json')).toEqual(readJson(extractedFile));
  });

  it('is compiled from that catalogue', () => {
    expect(readJson('apps/web/src/i18n/compiled/en.json')).toEqual(readJson(compiledFile));
  });
});
