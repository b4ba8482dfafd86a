import type { IncomingMessage, ServerResponse } from 'node:http';

const allowedMethods = 'GET, POST, DELETE, OPTIONS';
const allowedHeaders = 'Authorization, Content-Type';

export type CorsVerdict = 'no-origin' | 'allowed' | 'refused';

/**
 * Decides about the request's Origin and, for an allowed one, sets the CORS answer headers. A
 * request without Origin comes from a program, not a web page, and passes on to the token check; a
 * page of any other origin is refused before the token is even looked at.
 */
export function applyCorsPolicy(
  request: IncomingMessage,
  response: ServerResponse,
  allowedOrigins: ReadonlySet<string>,
): CorsVerdict {
  const origin = request.headers.origin;
  response.setHeader('Vary', 'Origin');
  if (origin === undefined) return 'no-origin';
  if (!allowedOrigins.has(origin)) return 'refused';
  response.setHeader('Access-Control-Allow-Origin', origin);
  return 'allowed';
}

/**
 * Answers a preflight from an allowed origin. Chromium's Private Network Access sends
 * `Access-Control-Request-Private-Network: true` before a page reaches a loopback address and
 * needs `Access-Control-Allow-Private-Network: true` back (docs/mcp.md).
 */
export function answerPreflight(request: IncomingMessage, response: ServerResponse): void {
  response.setHeader('Access-Control-Allow-Methods', allowedMethods);
  response.setHeader('Access-Control-Allow-Headers', allowedHeaders);
  response.setHeader('Access-Control-Max-Age', '600');
  if (request.headers['access-control-request-private-network'] === 'true') {
    response.setHeader('Access-Control-Allow-Private-Network', 'true');
  }
  response.writeHead(204).end();
}

/**
 * Origins come from the command line as URLs; the browser sends them as scheme://host[:port], so
 * they are compared in that form.
 */
export function normaliseOrigin(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`"${text}" is not an origin such as http://localhost:8080`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`"${text}" is not an http or https origin`);
  }
  return url.origin;
}
