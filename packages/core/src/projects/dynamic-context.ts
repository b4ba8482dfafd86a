import type { DynamicContextEndpoint } from '../entities/index.ts';
import type { ContextText } from './project-context.ts';

/** The source whose text is typed into the project settings instead of fetched. */
export const staticDynamicContextSource = 'static';
/** The source fetched with GET at send time. The spec names only "static"; any other value is a URL. */
export const urlDynamicContextSource = 'url';

/** Longest text taken from one endpoint, so one runaway answer cannot swamp the model's context. */
export const dynamicContextMaximumCharacters = 100_000;

export interface DynamicContextFailure {
  name: string;
  reason: string;
}

export interface DynamicContextResult {
  contexts: ContextText[];
  failures: DynamicContextFailure[];
}

/** GETs a URL and resolves to its text body; rejects on a network error, a timeout or a non-2xx status. */
export type FetchText = (url: string) => Promise<string>;

/**
 * The text of every complete endpoint, in the project's order: static ones give their own text, the
 * others are fetched (all at once). A failed fetch is reported and left out; it never stops the send.
 * Endpoints without a name, and URL ones without a url, are skipped (settings refuse to save them).
 */
export async function loadDynamicContext(
  endpoints: readonly DynamicContextEndpoint[],
  fetchText: FetchText,
): Promise<DynamicContextResult> {
  const outcomes = await Promise.all(
    endpoints.map(async (endpoint): Promise<ContextText | DynamicContextFailure | undefined> => {
      const name = endpoint.name.trim();
      if (name === '') return undefined;
      if (endpoint.source === staticDynamicContextSource) {
        const text = endpoint.content ?? '';
        return text.trim() === '' ? undefined : { name, text: limit(text) };
      }
      const url = endpoint.url?.trim() ?? '';
      if (url === '') return undefined;
      try {
        const text = await fetchText(url);
        return text.trim() === '' ? undefined : { name, text: limit(text) };
      } catch (error) {
        return { name, reason: error instanceof Error ? error.message : String(error) };
      }
    }),
  );
  const contexts: ContextText[] = [];
  const failures: DynamicContextFailure[] = [];
  for (const outcome of outcomes) {
    if (outcome === undefined) continue;
    if ('text' in outcome) contexts.push(outcome);
    else failures.push(outcome);
  }
  return { contexts, failures };
}

function limit(text: string): string {
  return text.length > dynamicContextMaximumCharacters
    ? text.slice(0, dynamicContextMaximumCharacters)
    : text;
}
