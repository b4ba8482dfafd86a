import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import prototypeLookup from './no-prototype-lookup.mjs';

const ruleName = 'confab/no-prototype-lookup';

// The rule reads types, so the text is linted with the project service (as a file that need not exist).
const eslint = new ESLint({
  cwd: path.resolve(import.meta.dirname, '..'),
  overrideConfigFile: true,
  overrideConfig: {
    files: ['**/*.ts'],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: {
        projectService: { allowDefaultProject: ['eslint-rules/*.sample.ts'] },
        tsconfigRootDir: path.resolve(import.meta.dirname, '..'),
      },
    },
    plugins: { confab: prototypeLookup },
    rules: { [ruleName]: 'error' },
  },
});

async function reports(code: string): Promise<number> {
  const [result] = await eslint.lintText(code, {
    filePath: path.resolve(import.meta.dirname, 'no-prototype-lookup.sample.ts'),
  });
  const messages = result?.messages ?? [];
  const unexpected = messages.filter((message) => message.ruleId !== ruleName);
  expect(unexpected).toEqual([]);
  return messages.length;
}

const table = 'const table: Record<string, number> = { writing: 1 };\n';

describe('no-prototype-lookup', () => {
  // The first lint builds the TypeScript program: tens of seconds on a loaded machine.
  beforeAll(() => reports('export {};'), 180_000);

  const flagged: [string, string][] = [
    ['a read by a string', `${table}export const read = (key: string) => table[key];`],
    ['an `in` test', `${table}export const has = (key: string) => key in table;`],
    ['a write', `${table}export const write = (key: string) => { table[key] = 2; };`],
    ['a template-literal key', `${table}export const read = (key: string) => table[\`x-\${key}\`];`],
    [
      'a catalogue of known names read by a string',
      "const labels = { writing: 'Writing' };\nexport const label = (key: string) => (labels as Record<string, string>)[key];",
    ],
    [
      'a computed destructuring',
      `${table}export const read = (key: string) => { const { [key]: value } = table; return value; };`,
    ],
    [
      'JSON from the network',
      'export const field = (json: Record<string, unknown>, name: string) => json[name];',
    ],
  ];
  it.each(flagged)('flags %s', async (_name, code) => {
    expect(await reports(code)).toBeGreaterThan(0);
  });

  const allowed: [string, string][] = [
    ['a literal key', `${table}export const read = () => table['writing'];`],
    ['a key of known names', `${table}export const read = (key: 'writing' | 'coding') => table[key];`],
    ['an array index', 'export const item = (list: string[], index: number) => list[index];'],
    [
      'a computed destructuring by a known name',
      `${table}export const read = (key: 'writing') => { const { [key]: value } = table; return value; };`,
    ],
    ['a Map', 'export const read = (map: Map<string, number>, key: string) => map.get(key);'],
    [
      'a null-prototype table',
      'const table = Object.create(null) as Record<string, number>;\nexport const read = (key: string) => table[key];',
    ],
    [
      'the own-key helper',
      `${table}export const read = (key: string) => Object.getOwnPropertyDescriptor(table, key)?.value as number | undefined;`,
    ],
  ];
  it.each(allowed)('allows %s', async (_name, code) => {
    expect(await reports(code)).toBe(0);
  });

  it('is switched on as an error for production sources in the root config', async () => {
    const rootConfig: Linter.Config[] = (await import('../eslint.config.mjs')).default;
    const blocks = rootConfig.filter((block) => block.rules?.[ruleName] !== undefined);
    expect(blocks.map((block) => block.rules?.[ruleName])).toEqual(['error']);
    expect(blocks[0]?.files).toContain('apps/*/src/**/*.{ts,tsx}');
  });

  it('covers feature code and skips its tests', async () => {
    const root = new ESLint({ cwd: path.resolve(import.meta.dirname, '..') });
    const severity = async (file: string) =>
      ((await root.calculateConfigForFile(file)) as Linter.Config).rules?.[ruleName];
    expect(await severity('apps/web/src/features/chat/chat-screen.tsx')).toEqual([2]);
    expect(await severity('apps/web/src/features/chat/chat-screen.test.tsx')).toBeUndefined();
  });
});
