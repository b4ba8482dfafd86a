import { defineConfig } from 'vitest/config';

// Two projects: DOM-free code runs under Node; React components under happy-dom.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'packages/core/**/*.test.ts',
            'packages/storage-browser/**/*.test.ts',
            'packages/test-kit/**/*.test.ts',
            'apps/server/**/*.test.ts',
            'eslint-rules/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['apps/web/**/*.test.{ts,tsx}', 'packages/ui/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
