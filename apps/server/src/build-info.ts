// Replaced by build.mjs (esbuild `define`) with the commit being built; absent under tsx and tests.
declare const __CONFAB_BUILD_SHA__: string | undefined;

export const buildSha: string | undefined =
  typeof __CONFAB_BUILD_SHA__ === 'string' ? __CONFAB_BUILD_SHA__ : undefined;
