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
    ['apps/web/src/features/chat/composer.tsx', '../shell/icons.tsx'],
    ['apps/web/src/features/chat/prompt-picker/dialog.tsx', '../../shell/use-debounced-value.ts'],
    ['apps/web/src/features/chat-list/chat-row.tsx', '../../app/hash-route.ts'],
    ['apps/web/src/features/agents/agents-screen.tsx', '../../app/lazy-screens.tsx'],
    ['apps/web/src/app/app.tsx', '../features/shell/sidebar.tsx'],
    ['apps/web/src/main.tsx', './features/legal/legal-routes.ts'],
    ['apps/web/src/host/host-config.tsx', '../features/account/cloud-token-store.ts'],
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
    [
      'apps/web/src/features/models/default-local-model-session.ts',
      '@confab/core/providers/discover-local-models',
    ],
    ['apps/web/src/app/shell.test.tsx', '@confab/test-kit'],
    ['packages/core/src/entities/chat.test.ts', 'vitest'],
    ['packages/core/test/providers/chat.test.ts', '@confab/test-kit'],
    ['apps/web/src/features/chat/composer.tsx', '../shell/index.ts'],
    ['apps/web/src/features/chat/composer.tsx', './composer-draft.ts'],
    ['apps/web/src/features/chat/conversation/message-body.tsx', '../engine/use-live-answer.ts'],
    ['apps/web/src/features/settings/settings-screen.tsx', '../cloud-sync/on-demand.ts'],
    ['apps/web/src/features/chat-list/chat-row.tsx', '../../routing/hash-route.ts'],
    ['apps/web/src/features/chat/chat-screen.tsx', '../../storage/use-setting.ts'],
    ['apps/web/src/app/app.tsx', '../features/shell/index.ts'],
    ['apps/web/src/app/app.test.tsx', '../features/models/test-harness.tsx'],
  ];
  it.each(allowed)('%s may import %s', (file, specifier) => {
    expect(boundaryViolation(file, specifier)).toBeNull();
  });

  it('lets a dynamic import load a feature module directly (a code-split point)', () => {
    const screen = '../features/models/models-screen.tsx';
    expect(boundaryViolation('apps/web/src/app/lazy-screens.tsx', screen)).toEqual(expect.any(String));
    expect(boundaryViolation('apps/web/src/app/lazy-screens.tsx', screen, { dynamic: true })).toBeNull();
    const upward = '../../app/lazy-screens.tsx';
    expect(boundaryViolation('apps/web/src/features/chat/x.ts', upward, { dynamic: true })).toEqual(
      expect.any(String),
    );
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

    const [lazyResult] = await eslint.lintText(
      "export const load = () => import('../features/models/models-screen.tsx');\n" +
        "export { Notices } from '../features/notices/notices.tsx';\n",
      { filePath: 'apps/web/src/app/lazy-screens.ts' },
    );
    expect(lazyResult?.messages.map((message) => message.message)).toEqual([
      expect.stringContaining('import features/notices through its index.ts'),
    ]);
  });
});
