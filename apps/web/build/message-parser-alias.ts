import type { Alias } from 'vite';

/**
 * Messages ship pre-compiled (npm run i18n:extract), so the ICU parser never runs in the app;
 * a test keeps the compiled catalogue complete.
 */
export const messageParserAlias: Alias = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
};
