// One request/reply pair as the style adapters see it: the recorded request, the reply to write, and a
// signal that fires when the client goes away so timers stop and nothing more is written.
import type { ServerResponse } from 'node:http';
import type { MockScript, RecordedRequest } from './types.ts';

export interface Exchange {
  request: RecordedRequest;
  response: ServerResponse;
  /** Aborted when the client disconnects or the mock closes. */
  signal: AbortSignal;
  /** Marks the reply as cut by the mock (not aborted by the client) and ends the connection. */
  cut(): void;
  /** Takes the script for this request from the queue, given the last user text it matches on. */
  takeScript(lastUserText: string): MockScript | undefined;
}
