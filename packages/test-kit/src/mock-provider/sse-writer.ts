// Writes Server-Sent Events the way the real APIs do: headers flushed at once (so a slow first token
// is observable as a gap after the response started), one event per write.
import type { ServerResponse } from 'node:http';

export interface EventStreamWriter {
  /** Writes `event: <name>` (when given) and `data: <json or raw text>`, then the blank line. */
  write(data: unknown, options?: { event?: string }): void;
}

export interface EventStreamOptions {
  /** Google's servers end lines with CRLF; OpenAI and Anthropic with LF. */
  lineEnding?: '\n' | '\r\n';
}

export function startEventStream(
  response: ServerResponse,
  options: EventStreamOptions = {},
): EventStreamWriter {
  const lineEnding = options.lineEnding ?? '\n';
  response.statusCode = 200;
  response.setHeader('content-type', 'text/event-stream; charset=utf-8');
  response.setHeader('cache-control', 'no-cache');
  response.setHeader('connection', 'keep-alive');
  response.flushHeaders();
  return {
    write(data, writeOptions = {}) {
      const payload = typeof data === 'string' ? data : JSON.stringify(data);
      const eventLine = writeOptions.event === undefined ? '' : `event: ${writeOptions.event}${lineEnding}`;
      response.write(`${eventLine}data: ${payload}${lineEnding}${lineEnding}`);
    },
  };
}
