export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fetch stand-in that records each call and answers with the given reply (or throws it). */
export function recordingFetch(reply: Response | Error | (() => Response)) {
  const calls: RecordedCall[] = [];
  const fetchImplementation: typeof fetch = (input, init) => {
    const headers = new Headers(init?.headers);
    calls.push({
      url: input instanceof Request ? input.url : String(input),
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(headers.entries()),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    if (reply instanceof Error) return Promise.reject(reply);
    return Promise.resolve(typeof reply === 'function' ? reply() : reply);
  };
  return { fetch: fetchImplementation, calls };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
