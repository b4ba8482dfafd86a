/**
 * What a person may give to import a plugin (agents spec §1, workspace spec §5): a shared plugin's
 * id or its link on this host, or the address of a plugin file in a source-code repository.
 */
export type PluginAddress =
  | { kind: 'shared'; id: string }
  /** `fileURL` is fetched (raw JSON); `pageURL` is where a person reads the plugin. */
  | { kind: 'repository'; fileURL: string; pageURL: string }
  | { kind: 'missing' }
  | { kind: 'refused' };

const sharedIDPattern = /^[A-Za-z0-9_-]{1,128}$/;
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);
const codeHost = 'github.com';
const rawCodeHost = 'raw.githubusercontent.com';
/** The file name of a plugin in a plugin repository, beside its `implementation.js`. */
export const repositoryPluginFileName = 'plugin.json';

function pathSegments(url: URL): string[] {
  return url.pathname.split('/').filter((segment) => segment !== '');
}

function sharedLink(url: URL): PluginAddress | undefined {
  const segments = pathSegments(url);
  const [first, id] = segments;
  if (segments.length === 2 && first === 'plugins' && id !== undefined && sharedIDPattern.test(id))
    return { kind: 'shared', id };
  const queried = url.searchParams.get('import_plugin');
  if (queried !== null && sharedIDPattern.test(queried)) return { kind: 'shared', id: queried };
  return undefined;
}

/** A page of the code-hosting site: a file (`blob`), a folder (`tree`) or a repository's home. */
function codeHostPage(url: URL): PluginAddress {
  const [owner, repository, view, ...rest] = pathSegments(url);
  if (owner === undefined || repository === undefined) return { kind: 'refused' };
  const raw = `https://${rawCodeHost}/${owner}/${repository}`;
  const pageURL = url.href;
  if (view === undefined)
    return { kind: 'repository', fileURL: `${raw}/HEAD/${repositoryPluginFileName}`, pageURL };
  if (view === 'blob' && rest.length >= 2 && url.pathname.endsWith('.json'))
    return { kind: 'repository', fileURL: `${raw}/${rest.join('/')}`, pageURL };
  if (view === 'tree' && rest.length >= 1)
    return { kind: 'repository', fileURL: `${raw}/${rest.join('/')}/${repositoryPluginFileName}`, pageURL };
  return { kind: 'refused' };
}

function rawCodeHostFile(url: URL): PluginAddress {
  const [owner, repository, ...rest] = pathSegments(url);
  if (owner === undefined || repository === undefined || rest.length < 2) return { kind: 'refused' };
  return {
    kind: 'repository',
    fileURL: url.href,
    pageURL: `https://${codeHost}/${owner}/${repository}/blob/${rest.join('/')}`,
  };
}

/**
 * Sorts an address typed or linked by a person. Other hosts' JSON files count as repository files
 * when served over https (plain http only from this machine, for local development); anything
 * else is refused, as are addresses carrying credentials.
 */
export function classifyPluginAddress(input: string, { appOrigin }: { appOrigin: string }): PluginAddress {
  const text = input.trim();
  if (text === '') return { kind: 'missing' };
  if (sharedIDPattern.test(text)) return { kind: 'shared', id: text };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { kind: 'refused' };
  }
  if (url.username !== '' || url.password !== '') return { kind: 'refused' };
  if (url.origin === appOrigin) return sharedLink(url) ?? { kind: 'refused' };
  const secure = url.protocol === 'https:';
  if (secure && url.hostname === codeHost) return codeHostPage(url);
  if (secure && url.hostname === rawCodeHost) return rawCodeHostFile(url);
  const allowedScheme = secure || (url.protocol === 'http:' && loopbackHosts.has(url.hostname));
  if (allowedScheme && url.pathname.endsWith('.json'))
    return { kind: 'repository', fileURL: url.href, pageURL: url.href };
  return { kind: 'refused' };
}

/** The `implementation.js` beside a legacy plugin file (interop §6). */
export function implementationURLBeside(fileURL: string): string {
  return new URL('implementation.js', fileURL).href;
}

/** The page of a shared plugin on this host (workspace spec §2 routes). */
export function sharedPluginPageURL(appOrigin: string, id: string): string {
  return `${appOrigin}/plugins/${encodeURIComponent(id)}`;
}
