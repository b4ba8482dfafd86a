import type { ESLint } from 'eslint';

export function moduleOfPath(relativePath: string): string | null;
export function boundaryViolation(
  importerRelative: string,
  specifier: string,
  options?: { dynamic?: boolean },
): string | null;
declare const plugin: ESLint.Plugin;
export default plugin;
