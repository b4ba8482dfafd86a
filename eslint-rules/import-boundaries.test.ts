import { describe, expect, it } from 'vitest';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import confab from './import-boundaries.mjs';
import { boundaryViolation } from './import-boundaries.mjs';

describe('import boundaries', () => {
  const forbidden: [string, string][] = [
    ['apps/server/src/app.ts', '@confab/core/providers'],
    ['apps/server/src/app.ts', '@confab/core'],
    ['apps/server/src/app.ts', 'react'],
    ['packages/ui/src/button.tsx', '@confab/core'],
    ['packages/ui/src/button.tsx', '../../core/src/entities/index.ts'],
    ['packages/core/src/entities/chat.ts', '../protocol/index.ts'],
    ['packages/core/src/entities/chat.ts', 'dexie'],
    ['packages/core/src/entities/chat.ts', 'vitest'],
    ['packages/core/src/sync/engine.ts', 'react'],
    ['packages/core/src/sync/engine.ts', '../entities/chat.ts'],
    ['packages/core/src/providers/anthropic/stream.ts', '../openai/stream.ts'],
    ['packages/core/src/providers/anthropic/stream.ts', '../../sync/index.ts'],
    ['packages/storage-browser/src/db.ts', '@confab/ui'],
    ['apps/web/src/main.tsx', '../../server/src/app.ts'],
    ['apps/web/src/main.tsx', '@confab/test-kit'],
    ['apps/web/src/main.tsx', '@confab/core/providers/openai'],
  ];
  it.each(forbidden)('%s may not import %s', (file, specifier) => {
    expect(boundaryViolation(file, specifier)).toEqual(expect.any(String));
  });

  const allowed: [string, string][] = [
    ['apps/server/src/app.ts', '@confab/core/protocol'],
    ['apps/server/src/app.ts', 'hono'],
    ['packages/core/src/entities/chat.ts', 'zod'],
    ['packages/core/src/entities/chat.ts', 'zod/mini'],
    ['packages/core/src/entities/chat.ts', './message.ts'],
    ['packages/core/src/sync/engine.ts', '../entities/index.ts'],
    ['packages/core/src/providers/anthropic/stream.ts', '../spec/index.ts'],
    ['packages/storage-browser/src/db.ts', '@confab/core/ports'],
    ['apps/web/src/main.tsx', '@confab/ui'],
    ['apps/web/src/features/chat/engine/lazy-stream-chat.ts', '@confab/core/providers/stream-chat'],
    ['apps/web/src/app/shell.test.tsx', '@confab/test-kit'],
    ['packages/core/src/entities/chat.test.ts', 'vitest'],
    ['packages/core/test/providers/chat.test.ts', '@confab/test-kit'],
  ];
  it.each(allowed)('%s may import %s', (file, specifier) => {
    expect(boundaryViolation(file, specifier)).toBeNull();
  });

  it('is switched on as an error in the root config and reports on a real lint', async () => {
    const rootConfig: Linter.Config[] = (await import('../eslint.config.mjs')).default;
    const severities = rootConfig.map((block) => block.rules?.['confab/import-boundaries']).filter(Boolean);
    expect(severities).toEqual(['error']);

    const eslint = new ESLint({
      overrideConfigFile: true,
      overrideConfig: {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { confab },
        rules: { 'confab/import-boundaries': 'error' },
      },
    });
    const [result] = await eslint.lintText(
      "import { x } from '@confab/core/providers';\nexport const y = x;\n",
      {
        filePath: 'apps/server/src/forbidden-import.ts',
      },
    );
    const messages = result?.messages.map((message) => message.message) ?? [];
    expect(messages).toContainEqual(expect.stringContaining('apps/server must not import core/providers'));
  });
});
