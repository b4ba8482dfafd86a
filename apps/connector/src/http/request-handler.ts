import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ClientRegistry } from '../clients/client-registry.ts';
import {
  callToolRoute,
  deleteClientRoute,
  getClientRoute,
  listClientsRoute,
  listToolsRoute,
} from '../routes/client-routes.ts';
import type { Route, RouteAnswer } from '../routes/route.ts';
import { restartRoute, startRoute } from '../routes/start-routes.ts';
import { createBearerCheck } from './bearer-token.ts';
import { answerPreflight, applyCorsPolicy } from './cors-policy.ts';
import { isLoopbackHostHeader } from './host-check.ts';
import { HttpError } from './http-error.ts';
import { sendJson } from './json-response.ts';

const pingRoute: Route = {
  method: 'GET',
  path: /^\/ping$/,
  answer: () => Promise.resolve({ status: 200, body: { status: 'ok' } }),
};

/** The original connector's routes, and no others (no generic fetch proxy). */
const routes: Route[] = [
  pingRoute,
  startRoute,
  restartRoute,
  listClientsRoute,
  getClientRoute,
  listToolsRoute,
  callToolRoute,
  deleteClientRoute,
];

export interface RequestHandlerOptions {
  token: string;
  allowedOrigins: ReadonlySet<string>;
  /** Bound to loopback: answer only requests that name a loopback host (DNS rebinding). */
  loopbackOnly: boolean;
  registry: ClientRegistry;
  timeoutMs: number;
}

function decodeClientID(encoded: string | undefined): string {
  try {
    return decodeURIComponent(encoded ?? '');
  } catch {
    throw new HttpError(400, 'Invalid client id');
  }
}

async function route(request: IncomingMessage, options: RequestHandlerOptions): Promise<RouteAnswer> {
  const path = new URL(request.url ?? '/', 'http://connector.invalid').pathname;
  for (const candidate of routes) {
    const match = candidate.path.exec(path);
    if (!match || candidate.method !== request.method) continue;
    return candidate.answer({
      request,
      clientID: decodeClientID(match[1]),
      registry: options.registry,
      timeoutMs: options.timeoutMs,
    });
  }
  throw new HttpError(404, 'Not found');
}

/**
 * The order of the checks is the security model (docs/mcp.md): host name, then origin, then the
 * preflight (which browsers send without credentials), then the token, then the route.
 */
export function createRequestHandler(
  options: RequestHandlerOptions,
): (request: IncomingMessage, response: ServerResponse) => void {
  const isAuthorised = createBearerCheck(options.token);
  return (request, response) => {
    if (options.loopbackOnly && !isLoopbackHostHeader(request.headers.host)) {
      sendJson(response, 403, { error: 'Host not allowed' });
      return;
    }
    if (applyCorsPolicy(request, response, options.allowedOrigins) === 'refused') {
      sendJson(response, 403, { error: 'Origin not allowed' });
      return;
    }
    if (request.method === 'OPTIONS') {
      answerPreflight(request, response);
      return;
    }
    if (!isAuthorised(request.headers.authorization)) {
      sendJson(response, 401, { error: 'Unauthorized' });
      return;
    }
    route(request, options).then(
      ({ status, body }) => {
        sendJson(response, status, body);
      },
      (error: unknown) => {
        if (error instanceof HttpError) sendJson(response, error.status, error.toBody());
        else sendJson(response, 500, { error: 'Internal server error' });
      },
    );
  };
}
