import type { Random } from '@confab/core';
import type { DraftFile } from './project-settings-draft.ts';

export interface ReadTextFiles {
  files: DraftFile[];
  /** Names of files that are not text (they hold NUL bytes), left out. */
  unreadable: string[];
}

/** Chosen files as draft files, each with its bytes kept until Save. */
export async function readTextFiles(chosen: readonly File[], random: Random): Promise<ReadTextFiles> {
  const files: DraftFile[] = [];
  const unreadable: string[] = [];
  for (const file of chosen) {
    const text = await file.text();
    if (text.includes('\u0000')) {
      unreadable.push(file.name);
      continue;
    }
    files.push({ id: random.uuid(), name: file.name, size: file.size, pending: file });
  }
  return { files, unreadable };
}
