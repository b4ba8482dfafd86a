// The browser app calls the mock directly and cross-origin, exactly as it calls a real provider with
// the user's key, so every reply carries CORS headers and preflights are answered.
import type { IncomingMessage, ServerResponse } from 'node:http';

// Sent when a preflight names no headers; a wildcard would not cover `authorization`.
const defaultAllowedHeaders = [
  'authorization',
  'content-type',
  'x-api-key',
  'anthropic-version',
  'anthropic-beta',
  'anthropic-dangerous-direct-browser-access',
  'x-goog-api-key',
  'xi-api-key',
].join(', ');

export function applyCorsHeaders(response: ServerResponse): void {
  response.setHeader('access-control-allow-origin', '*');
  // Lets the app read retry-after, request-id and the rest of a failed answer's headers.
  response.setHeader('access-control-expose-headers', '*');
}

export function answerPreflight(request: IncomingMessage, response: ServerResponse): void {
  const requestedHeaders = request.headers['access-control-request-headers'];
  response.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS');
  // Echoing the requested list allows any custom header the app or the user's endpoint settings add.
  response.setHeader('access-control-allow-headers', requestedHeaders ?? defaultAllowedHeaders);
  response.setHeader('access-control-max-age', '600');
  response.setHeader('vary', 'access-control-request-headers');
  // Chromium asks before a public page reaches a loopback address (Private Network Access).
  if (request.headers['access-control-request-private-network'] === 'true') {
    response.setHeader('access-control-allow-private-network', 'true');
  }
  response.writeHead(204);
  response.end();
}
