import type { FetchText } from '@confab/core/projects';

/** How long a dynamic-context endpoint may take before the message is sent without it. */
export const dynamicContextTimeoutMilliseconds = 10_000;

/** GETs a dynamic-context endpoint from the browser (the endpoint must allow this origin by CORS). */
export const fetchContextText: FetchText = async (url) => {
  const response = await fetch(url, {
    method: 'GET',
    headers: { accept: 'text/plain, text/markdown, application/json;q=0.9, */*;q=0.5' },
    signal: AbortSignal.timeout(dynamicContextTimeoutMilliseconds),
  });
  if (!response.ok) throw new Error(`HTTP ${String(response.status)}`);
  return response.text();
};
