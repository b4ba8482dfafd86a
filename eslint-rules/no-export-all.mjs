// Entry points (a package's index.ts, a feature's index.ts and on-demand.ts) name what they export.
// `export *` hides the public surface from a reader and a reviewer: a new helper in a module becomes
// public without anyone deciding so, two modules exporting one name silently drop it, and a removed
// export breaks importers far away. The config applies this rule to entry-point files only.

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Entry points name their exports (no `export *`)' },
    schema: [],
  },
  create(context) {
    return {
      ExportAllDeclaration(node) {
        context.report({
          node,
          message:
            'An entry point names its exports: replace `export *` by `export { … }` and `export type { … }`.',
        });
      },
    };
  },
};

export default { rules: { 'no-export-all': rule } };
