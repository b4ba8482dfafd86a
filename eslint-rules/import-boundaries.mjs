// Enforces the module boundaries of ARCHITECTURE §2. Each file and each import target is mapped to a
// module name ("core/entities", "core/providers/openai", "server", ...); the table below says which
// targets each module may not reach. Kept as data so the table reads like the architecture page.
import path from 'node:path';
import { webFeatureViolation } from './web-feature-boundaries.mjs';

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

const workspacePackages = {
  '@confab/core': 'packages/core/src',
  '@confab/ui': 'packages/ui/src',
  '@confab/storage-browser': 'packages/storage-browser/src',
  '@confab/test-kit': 'packages/test-kit/src',
};

const testOnlyPackages = [
  'vitest',
  'fake-indexeddb',
  'fast-check',
  '@testing-library/react',
  '@testing-library/dom',
];

const frameworkPackages = ['react', 'react-dom', 'react-intl', 'dexie', 'hono', '@hono/'];

const lazyProviderEntries = new Set(['providers/stream-chat', 'providers/discover-local-models']);

function isTestFile(file) {
  return /\.(test|spec)\.tsx?$/.test(file) || /\/(test|e2e|bench)\//.test(file) || file.startsWith('e2e/');
}

/** Maps a repository-relative path to its module name, or null outside the checked tree. */
export function moduleOfPath(relativePath) {
  const parts = relativePath.split('/');
  if (parts[0] === 'packages' && parts[1] === 'core' && parts[2] === 'src') {
    const folder = parts[3];
    if (!folder || parts.length === 4) return 'core';
    if (folder === 'providers') {
      const style = parts[4];
      return parts.length > 5 && style ? `core/providers/${style}` : 'core/providers';
    }
    return `core/${folder}`;
  }
  if (parts[0] === 'packages') return parts[1] ?? null;
  if (parts[0] === 'apps') return parts[1] ?? null;
  return null;
}

function moduleOfSpecifier(specifier, importerFile) {
  if (specifier.startsWith('.')) {
    const absolute = path.resolve(path.dirname(importerFile), specifier);
    const relative = path.relative(repoRoot, absolute).split(path.sep).join('/');
    return { module: moduleOfPath(relative), relative };
  }
  for (const [name, folder] of Object.entries(workspacePackages)) {
    if (specifier === name || specifier.startsWith(`${name}/`)) {
      const subpath = specifier.slice(name.length + 1);
      const relative = subpath ? `${folder}/${subpath}/index.ts` : `${folder}/index.ts`;
      return { module: moduleOfPath(relative), relative, packageName: name, subpath };
    }
  }
  return { module: null, bare: specifier };
}

function isFramework(bare) {
  return frameworkPackages.some(
    (name) => bare === name || bare.startsWith(name.endsWith('/') ? name : `${name}/`),
  );
}

/**
 * Returns the reason an import breaks a boundary, or null when it is allowed. `dynamic` marks an
 * `import()`: a code-split point, which has to name the module it loads (see web-feature-boundaries).
 */
export function boundaryViolation(importerRelative, specifier, { dynamic = false } = {}) {
  const from = moduleOfPath(importerRelative);
  if (!from) return null;
  const importerFile = path.join(repoRoot, importerRelative);
  const target = moduleOfSpecifier(specifier, importerFile);
  const testFile = isTestFile(importerRelative);

  if (target.module === 'test-kit') {
    return testFile || from === 'test-kit' ? null : 'production code must not import packages/test-kit';
  }
  if (
    testFile &&
    target.bare &&
    testOnlyPackages.some((name) => target.bare === name || target.bare.startsWith(`${name}/`))
  ) {
    return null;
  }
  if (from === 'core/entities') {
    if (target.bare)
      return target.bare === 'zod' || target.bare === 'zod/mini'
        ? null
        : `core/entities may import only the validation library, not "${target.bare}"`;
    return target.module === 'core/entities'
      ? null
      : 'core/entities must not import anything else in the repo';
  }
  if (from.startsWith('core')) {
    if (target.bare) return isFramework(target.bare) ? `core must not import "${target.bare}"` : null;
    if (!target.module || !target.module.startsWith('core'))
      return 'core must not import apps or other packages';
    if (from.startsWith('core/providers/') && from !== 'core/providers/spec') {
      const allowed = [from, 'core/providers/spec', 'core/entities'];
      if (!allowed.includes(target.module)) return `${from} may import only providers/spec and entities`;
    }
    const fromFolder = from.split('/')[1];
    const targetFolder = target.module.split('/')[1];
    if (target.relative && fromFolder !== targetFolder && targetFolder && !target.packageName) {
      const insideFolder = target.relative.split('/').slice(4);
      const throughIndex =
        insideFolder.length === 0 || (insideFolder.length === 1 && /^index(\.ts)?$/.test(insideFolder[0]));
      if (!throughIndex) return `import core/${targetFolder} through its index.ts`;
    }
    return null;
  }
  if (from === 'ui') {
    if (target.bare) return null;
    return target.module === 'ui' ? null : 'packages/ui must not import core or apps';
  }
  if (from === 'storage-browser') {
    if (target.module === 'ui' || ['web', 'server', 'connector'].includes(target.module)) {
      return 'packages/storage-browser must not import ui or apps';
    }
    return null;
  }
  if (from === 'server') {
    if (target.bare)
      return /^(react|react-dom|react-intl|dexie)(\/|$)/.test(target.bare)
        ? `apps/server must not import "${target.bare}"`
        : null;
    if (target.module === 'core')
      return 'apps/server imports core only through @confab/core/protocol, entities, sync-rules or licence';
    if (target.module?.startsWith('core/providers')) return 'apps/server must not import core/providers';
    if (
      target.module &&
      target.module !== 'server' &&
      !['core/protocol', 'core/entities', 'core/sync-rules', 'core/licence'].includes(target.module)
    ) {
      return `apps/server must not import ${target.module}`;
    }
    return null;
  }
  if (from === 'web') {
    if (target.module === 'server' || target.module === 'connector')
      return 'apps/web must not import other apps';
    // stream-chat and discover-local-models are public entries of their own so the adapters and the
    // local-server probe can load lazily (lazy-stream-chat.ts, default-local-model-session.ts).
    if (target.module?.startsWith('core/providers/') && !lazyProviderEntries.has(target.subpath ?? '')) {
      return 'apps/web must not import provider internals';
    }
    if (target.module && target.module !== 'web' && !target.packageName) {
      return 'apps/web imports packages through their public entry points';
    }
    if (target.module !== 'web' || !target.relative || testFile) return null;
    return webFeatureViolation(importerRelative, target.relative, { dynamic });
  }
  if (from === 'connector') {
    if (target.bare) return null;
    return target.module === 'connector' || target.module === 'core/protocol'
      ? null
      : 'apps/connector may import only core/protocol';
  }
  return null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Module boundaries of ARCHITECTURE §2' },
    schema: [],
  },
  create(context) {
    const relative = path.relative(repoRoot, context.filename).split(path.sep).join('/');
    function check(node, options) {
      if (!node.source || typeof node.source.value !== 'string') return;
      const reason = boundaryViolation(relative, node.source.value, options);
      if (reason) context.report({ node: node.source, message: `Boundary: ${reason}.` });
    }
    return {
      ImportDeclaration: (node) => check(node),
      ExportNamedDeclaration: (node) => check(node),
      ExportAllDeclaration: (node) => check(node),
      ImportExpression: (node) => check(node, { dynamic: true }),
    };
  },
};

export default { rules: { 'import-boundaries': rule } };
