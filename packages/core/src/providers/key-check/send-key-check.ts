import type { KeyCheckError, KeyCheckOptions } from './key-check-types.ts';

export type SendOutcome = { response: Response } | { error: KeyCheckError };

/**
 * Sends one check request. A network failure (offline, DNS, CORS refusal) becomes a `network` error
 * whose detail never contains the key; an abort by the caller is rethrown, since nobody waits for it.
 */
export async function sendKeyCheck(
  url: string,
  init: { headers: Record<string, string>; body: unknown },
  apiKey: string,
  options: KeyCheckOptions,
): Promise<SendOutcome> {
  // Kept in a local: calling window.fetch as a method of the options object throws "Illegal invocation".
  const fetchImplementation = options.fetch ?? globalThis.fetch;
  try {
    const response = await fetchImplementation(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...init.headers },
      body: JSON.stringify(init.body),
      signal: options.signal,
    });
    return { response };
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return { error: { kind: 'network', detail: withoutKey(describeFailure(error), apiKey) } };
  }
}

function describeFailure(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

function withoutKey(text: string, apiKey: string): string {
  return apiKey ? text.split(apiKey).join('***') : text;
}

/** The body as JSON, or undefined when it is empty or not JSON. */
export async function readJsonBody(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}
