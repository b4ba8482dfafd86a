import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface TemporaryDirectory {
  path: string;
  remove: () => void;
}

export function createTemporaryDirectory(label: string): TemporaryDirectory {
  const directory = mkdtempSync(path.join(tmpdir(), `confab-${label}-`));
  return {
    path: directory,
    remove: () => {
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
