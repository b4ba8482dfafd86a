import { defineConfig } from 'vitest/config';

// Two projects: DOM-free code runs under Node; React components under happy-dom. Both reuse one
// environment per worker thread instead of a fresh process per file: the suite spent three quarters
// of its time re-importing modules (123 s → 33 s). Tests therefore clean up what they set on globals
// (docs/footguns.md).
const shared = { pool: 'threads', isolate: false } as const;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: 'node',
          environment: 'node',
          include: [
            'packages/core/**/*.test.ts',
            'packages/storage-browser/**/*.test.ts',
            'packages/test-kit/**/*.test.ts',
            'apps/connector/**/*.test.ts',
            'apps/server/**/*.test.ts',
            'eslint-rules/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          ...shared,
          name: 'dom',
          environment: 'happy-dom',
          include: ['apps/web/**/*.test.{ts,tsx}', 'packages/ui/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
