import { cryptoRandom, errorResponseSchema, systemClock, type Plugin } from '@confab/core';
import {
  classifyPluginAddress,
  implementationURLBeside,
  parsePluginText,
  pluginFileMaxCharacters,
  pluginFromFile,
  sharedPluginPageURL,
  type PluginFileProblem,
} from '@confab/core/plugin-import';
import { sharedPluginResponseSchema } from '@confab/core/protocol';

/** A plugin read and checked, not yet installed; `pageURL` is where a person can read about it. */
export interface PluginCandidate {
  plugin: Plugin;
  pageURL: string | undefined;
}

export type PluginImportProblem =
  | PluginFileProblem
  | { kind: 'missing' }
  | { kind: 'refused' }
  | { kind: 'download'; status?: number; userMessage?: string };

/** A plugin that could not be read; the install popup words `problem`. */
export class PluginImportError extends Error {
  override readonly name = 'PluginImportError';

  constructor(readonly problem: PluginImportProblem) {
    super(`Plugin import failed: ${problem.kind}`);
  }
}

/** The problem of a failed file read, without the result's `ok` flag. */
function fileProblem({ ok: _ok, ...problem }: { ok: false } & PluginFileProblem): PluginFileProblem {
  return problem;
}

/** Downloads stop after this long: a host that never answers must not hold the popup open for ever. */
const downloadTimeoutMs = 20_000;

interface FileSource {
  sourceAddress?: string;
  implementationCode?: string;
  pageURL?: string;
}

/** A plugin file's text as a candidate; throws `PluginImportError` when it cannot be installed. */
export function candidateFromText(text: string, source: FileSource = {}): PluginCandidate {
  const parsed = parsePluginText(text);
  if (!parsed.ok) throw new PluginImportError(fileProblem(parsed));
  return candidateFromValue(parsed.value, source);
}

function candidateFromValue(value: unknown, source: FileSource): PluginCandidate {
  const result = pluginFromFile(value, {
    random: cryptoRandom,
    now: systemClock.now(),
    ...(source.sourceAddress === undefined ? {} : { sourceAddress: source.sourceAddress }),
    ...(source.implementationCode === undefined ? {} : { implementationCode: source.implementationCode }),
  });
  if (!result.ok) throw new PluginImportError(fileProblem(result));
  return { plugin: result.plugin, pageURL: source.pageURL ?? httpsAddress(result.plugin.githubURL) };
}

/** Only an https address becomes a link in the popup. */
function httpsAddress(address: string | undefined): string | undefined {
  if (address === undefined) return undefined;
  try {
    return new URL(address).protocol === 'https:' ? address : undefined;
  } catch {
    return undefined;
  }
}

async function download(url: string, { optional }: { optional: boolean }): Promise<string | undefined> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(downloadTimeoutMs), credentials: 'omit' });
  } catch {
    throw new PluginImportError({ kind: 'download' });
  }
  if (optional && response.status === 404) return undefined;
  if (!response.ok) throw new PluginImportError({ kind: 'download', status: response.status });
  const length = Number(response.headers.get('content-length') ?? '0');
  if (length > pluginFileMaxCharacters * 4)
    throw new PluginImportError({ kind: 'too-large', limit: pluginFileMaxCharacters });
  return response.text();
}

/**
 * A plugin file in a repository, fetched directly (agents spec §7). A legacy JavaScript plugin
 * without inline code takes its `implementation.js` from beside the file (interop §6).
 */
async function candidateFromRepository(fileURL: string, pageURL: string): Promise<PluginCandidate> {
  const text = (await download(fileURL, { optional: false })) ?? '';
  const parsed = parsePluginText(text);
  if (!parsed.ok) throw new PluginImportError(fileProblem(parsed));
  const needsCode = pluginFromFile(parsed.value, { random: cryptoRandom, now: 0 });
  const implementationCode =
    !needsCode.ok && needsCode.kind === 'missing-code'
      ? await download(implementationURLBeside(fileURL), { optional: true })
      : undefined;
  return candidateFromValue(parsed.value, {
    sourceAddress: pageURL,
    pageURL,
    ...(implementationCode === undefined ? {} : { implementationCode }),
  });
}

/** Agents spec §7: `GET {org host}/api/shared_plugins/{id}`, answering `{id, data}` or `{userMessage}`. */
async function candidateFromSharedPlugin(id: string, appOrigin: string): Promise<PluginCandidate> {
  let response: Response;
  try {
    response = await fetch(`/api/shared_plugins/${encodeURIComponent(id)}`, {
      signal: AbortSignal.timeout(downloadTimeoutMs),
    });
  } catch {
    throw new PluginImportError({ kind: 'download' });
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = errorResponseSchema.safeParse(body);
    throw new PluginImportError({
      kind: 'download',
      status: response.status,
      ...(error.success ? { userMessage: error.data.userMessage } : {}),
    });
  }
  const shared = sharedPluginResponseSchema.safeParse(body);
  if (!shared.success) throw new PluginImportError({ kind: 'not-a-plugin' });
  const candidate = candidateFromValue(shared.data.data, {});
  return { ...candidate, pageURL: candidate.pageURL ?? sharedPluginPageURL(appOrigin, id) };
}

/** What the Import plugin field and `?import_plugin=` accept, read into a candidate. */
export async function candidateFromAddress(input: string, appOrigin: string): Promise<PluginCandidate> {
  const address = classifyPluginAddress(input, { appOrigin });
  switch (address.kind) {
    case 'missing':
    case 'refused':
      throw new PluginImportError(address);
    case 'shared':
      return candidateFromSharedPlugin(address.id, appOrigin);
    case 'repository':
      return candidateFromRepository(address.fileURL, address.pageURL);
  }
}
