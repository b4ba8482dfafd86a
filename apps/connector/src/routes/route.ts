import type { IncomingMessage } from 'node:http';
import type { ClientRegistry } from '../clients/client-registry.ts';

export interface RouteContext {
  request: IncomingMessage;
  /** The `:id` of the path, already decoded. */
  clientID: string;
  registry: ClientRegistry;
  /** How long a tool call or a tool listing may take (`TIMEOUT`). */
  timeoutMs: number;
}

export interface RouteAnswer {
  status: number;
  body: unknown;
}

export interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  /** Matches the whole path; its one capture group, if any, is the client id. */
  path: RegExp;
  answer(context: RouteContext): Promise<RouteAnswer>;
}
