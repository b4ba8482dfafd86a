// The HTTP twin of the in-process API, for a browser-driven e2e test or a benchmark in another
// process: POST /__mock/script, POST /__mock/reset, GET /__mock/requests.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from './http-replies.ts';
import { readJsonBody } from './request-body.ts';
import { parseScripts } from './script-validation.ts';
import type { ScriptQueue } from './script-queue.ts';
import type { RecordedRequest } from './types.ts';

export const controlPathPrefix = '/__mock/';

export interface ControlState {
  queue: ScriptQueue;
  requests: RecordedRequest[];
  reset(): void;
}

export async function handleControlRequest(
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
  state: ControlState,
): Promise<void> {
  const action = `${request.method ?? ''} ${path.slice(controlPathPrefix.length)}`;
  if (action === 'POST script') {
    const { body, malformed } = await readJsonBody(request);
    const scripts = malformed ? 'the body is not JSON' : parseScripts(body);
    if (typeof scripts === 'string') {
      sendJson(response, 400, { error: scripts });
      return;
    }
    state.queue.add(scripts);
    sendJson(response, 200, { queued: scripts.length, pending: state.queue.size });
    return;
  }
  if (action === 'POST reset') {
    state.reset();
    sendJson(response, 200, { reset: true });
    return;
  }
  if (action === 'GET requests') {
    sendJson(response, 200, state.requests);
    return;
  }
  sendJson(response, 404, { error: `unknown control call ${action}` });
}
