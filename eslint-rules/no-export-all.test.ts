import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import exportAll from './no-export-all.mjs';

const ruleName = 'confab/no-export-all';

describe('no-export-all', () => {
  const eslint = new ESLint({
    overrideConfigFile: true,
    overrideConfig: {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser },
      plugins: { confab: exportAll },
      rules: { [ruleName]: 'error' },
    },
  });
  async function reports(code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: 'packages/core/src/chat/index.ts' });
    return result?.messages.map((message) => message.message) ?? [];
  }

  it('flags export * and export * as', async () => {
    expect(await reports("export * from './chat-title.ts';")).toEqual([expect.stringContaining('export {')]);
    expect(await reports("export * as titles from './chat-title.ts';")).toHaveLength(1);
  });

  it('allows named value and type exports', async () => {
    const code =
      "export { chatTitle } from './chat-title.ts';\nexport type { Title } from './chat-title.ts';";
    expect(await reports(code)).toEqual([]);
  });

  it('is switched on for package and feature entry points only', async () => {
    const root = new ESLint({ cwd: path.resolve(import.meta.dirname, '..') });
    const severity = async (file: string) =>
      ((await root.calculateConfigForFile(file)) as Linter.Config).rules?.[ruleName];
    expect(await severity('packages/core/src/index.ts')).toEqual([2]);
    expect(await severity('packages/core/src/protocol/sync/index.ts')).toEqual([2]);
    expect(await severity('packages/ui/src/index.ts')).toEqual([2]);
    expect(await severity('apps/web/src/features/chat/index.ts')).toEqual([2]);
    expect(await severity('apps/web/src/features/cloud-sync/on-demand.ts')).toEqual([2]);
    expect(await severity('apps/web/src/features/chat/chat-screen.tsx')).toBeUndefined();
  });
});

describe('max-lines', () => {
  it('warns above 400 lines of code in sources, not in tests or the core entry point', async () => {
    const root = new ESLint({ cwd: path.resolve(import.meta.dirname, '..') });
    const setting = async (file: string) =>
      ((await root.calculateConfigForFile(file)) as Linter.Config).rules?.['max-lines'];
    expect(await setting('apps/web/src/features/chat/chat-screen.tsx')).toEqual([
      1,
      { max: 400, skipBlankLines: true, skipComments: true },
    ]);
    // Switching a rule off keeps the options of the block that set it: compare the severity only.
    const severity = async (file: string) => ((await setting(file)) as unknown[] | undefined)?.[0];
    expect(await severity('apps/server/test/sync.contract.ts')).toBe(0);
    expect(await severity('e2e/sync.spec.ts')).toBe(0);
    expect(await severity('packages/core/src/index.ts')).toBe(0);
  });
});
