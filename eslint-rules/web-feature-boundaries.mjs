// The boundaries inside apps/web (CONVENTIONS §3). A feature folder owns its files and shows other code
// only what its index.ts names; features never import app/ (the shell that composes them), so the
// arrows point one way: app → features → routing, host, storage, i18n.
//
// One exception: a dynamic `import()` may load a feature's module directly. A code-split point has to
// be the module itself; importing a screen through an index that other code imports statically would
// pull the screen onto the critical path (see app/lazy-screens.tsx). Test files are not checked: a
// test may set up another feature's internals (a harness, a storage key) that production code must not see.

const webRoot = 'apps/web/src/';

/** Maps a path inside apps/web/src to its area: a feature (with the path inside it), app, or another folder. */
export function webAreaOfPath(relativePath) {
  if (!relativePath.startsWith(webRoot)) return null;
  const parts = relativePath.slice(webRoot.length).split('/');
  if (parts[0] === 'features' && parts[1]) return { kind: 'feature', name: parts[1], inside: parts.slice(2) };
  return { kind: parts.length > 1 ? parts[0] : 'root', name: parts[0], inside: parts.slice(1) };
}

function isFeatureEntry(inside) {
  return inside.length === 0 || (inside.length === 1 && /^(index|on-demand)(\.tsx?)?$/.test(inside[0]));
}

/** Returns why an import from one apps/web file to another breaks the feature boundaries, or null. */
export function webFeatureViolation(importerRelative, targetRelative, { dynamic = false } = {}) {
  const from = webAreaOfPath(importerRelative);
  const target = webAreaOfPath(targetRelative);
  if (!from || !target) return null;
  if (from.kind === 'feature' && target.kind === 'app') {
    return 'a feature must not import app/ (app composes the features); shared code belongs in routing/, host/, storage/ or a feature index';
  }
  if (target.kind !== 'feature' || dynamic) return null;
  if (from.kind === 'feature' && from.name === target.name) return null;
  return isFeatureEntry(target.inside)
    ? null
    : `import features/${target.name} through its index.ts (or on-demand.ts)`;
}
