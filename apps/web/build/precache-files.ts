import type { OutputBundle, OutputChunk } from 'rolldown';

/**
 * Libraries loaded only for rich content (diagrams, math, code colours). They are megabytes, so the
 * service worker caches them when first used instead of at install.
 */
const onDemandLibraries = /node_modules\/(mermaid|@mermaid-js|katex|highlight\.js|cytoscape)\//;

function isOnDemand(chunk: OutputChunk): boolean {
  return chunk.moduleIds.some((id) => onDemandLibraries.test(id));
}

/**
 * The files the app shell needs offline: every chunk the entry reaches through static and dynamic
 * imports, except the rich-content libraries and what only they reach, plus the CSS and assets those
 * chunks reference.
 */
export function precacheFiles(bundle: OutputBundle, entryName: string): string[] {
  const chunks = new Map<string, OutputChunk>();
  for (const output of Object.values(bundle))
    if (output.type === 'chunk') chunks.set(output.fileName, output);
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry && chunk.name === entryName);
  if (!entry) throw new Error(`No entry chunk named ${entryName}`);
  const included = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const chunk = pending.pop();
    if (!chunk || included.has(chunk.fileName)) continue;
    included.add(chunk.fileName);
    for (const fileName of chunk.imports) {
      const imported = chunks.get(fileName);
      if (imported) pending.push(imported);
    }
    for (const fileName of chunk.dynamicImports) {
      const imported = chunks.get(fileName);
      if (imported && !isOnDemand(imported)) pending.push(imported);
    }
  }
  const files = new Set<string>();
  for (const fileName of included) {
    files.add(fileName);
    const metadata = chunks.get(fileName)?.viteMetadata;
    for (const css of metadata?.importedCss ?? []) files.add(css);
    for (const asset of metadata?.importedAssets ?? []) files.add(asset);
  }
  return [...files].map((fileName) => `/${fileName}`);
}
