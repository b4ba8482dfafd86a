import path from 'node:path';

/** The part of the bundler's module graph the chunking reads. */
interface ModuleGraph {
  getModuleInfo(id: string): {
    readonly importedIds: readonly string[];
    readonly dynamicImporters: readonly string[];
  } | null;
}

const shellEntry = path.resolve(import.meta.dirname, '../src/main.tsx');

/**
 * Every module the entry imports statically, directly or through others: what runs before first
 * paint. A module some code imports lazily is left out with what it imports, so a barrel file that
 * re-exports it does not pull a lazily loaded part into the shell.
 */
function staticClosure(graph: ModuleGraph): Set<string> {
  const reached = new Set<string>();
  const pending = [shellEntry];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info || (id !== shellEntry && info.dynamicImporters.length > 0)) continue;
    reached.add(id);
    pending.push(...info.importedIds);
  }
  return reached;
}

/**
 * The web build's chunk groups. By default every module the shell shares with a lazily loaded
 * screen becomes a chunk of its own: the shell was about thirty small files, and over HTTP/1.1's six
 * connections a browser fetched them in rounds, a quarter of the cold load on a two-core machine.
 * Here what the shell runs at start is one chunk; React and the i18n runtime stay apart because they
 * change less often than the app and download in parallel with it.
 *
 * "Runs at start" is two conditions: the bundler's `$initial` tag (imported statically by an entry,
 * after unused re-exports of barrel files are dropped) and the static closure of the app's own entry
 * (the other entries, the diagram frame and the service worker, must not pull their modules in).
 */
export function appShellChunkGroups() {
  let shell: Set<string> | undefined;
  return [
    // Vite's helper for lazy imports, which the Mermaid code in the diagram frame uses too: inside
    // the app shell chunk it made the frame's page load the whole shell.
    { name: 'preload-helper', test: /^\0vite\/preload-helper/, priority: 40 },
    // React and the i18n runtime change less often than the app: one chunk beside the shell's (as two,
    // the 6 KB i18n runtime was one more request at start, queued behind HTTP/1.1's six connections).
    {
      name: 'react',
      test: /node_modules\/(react|react-dom|scheduler|react-intl|@formatjs|intl-messageformat)\//,
      priority: 30,
    },
    {
      name: (id: string, graph: ModuleGraph) => {
        shell ??= staticClosure(graph);
        // The entry module stays in its own chunk: it starts the app, and other entries may import
        // the shell chunk for modules they share.
        return id !== shellEntry && shell.has(id) ? 'app-shell' : null;
      },
      tags: ['$initial' as const],
      priority: 10,
    },
  ];
}
