// Small reply helpers shared by the style adapters and the control endpoint.
import type { ServerResponse } from 'node:http';

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    ...headers,
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

/**
 * Ends the connection without finishing the HTTP response, like a provider whose stream dies. The
 * socket is ended (not destroyed at once) so the chunks already written still reach the client; the
 * missing final chunk is what makes the client's body read fail.
 */
export function cutConnection(response: ServerResponse): void {
  const socket = response.socket;
  if (!socket) return;
  socket.end(() => {
    socket.destroy();
  });
}
