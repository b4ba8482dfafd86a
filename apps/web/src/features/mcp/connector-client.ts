import * as z from 'zod/mini';
import { bodyExcerptCharacters, ConnectorError } from './connector-error.ts';
import {
  callToolResultSchema,
  connectorErrorSchema,
  mcpToolsSchema,
  pingAnswerSchema,
  runningClientsSchema,
  startAnswerSchema,
  type CallToolResult,
  type McpTool,
  type RunningClient,
  type StartAnswer,
} from './connector-schemas.ts';

export interface ConnectorConnection {
  /** e.g. `http://localhost:50880`, without a trailing slash. */
  url: string;
  token: string;
}

/** Timeouts of the app's calls (spec §9); a tool call is bounded by the connector's own TIMEOUT. */
export const connectorTimeouts = {
  localPingMilliseconds: 1000,
  remotePingMilliseconds: 5000,
  managementMilliseconds: 70_000,
} as const;

interface CallOptions<Schema extends z.ZodMiniType> {
  method?: 'GET' | 'POST' | 'DELETE';
  body?: unknown;
  schema: Schema;
  timeoutMilliseconds?: number;
  signal?: AbortSignal;
  /** A `start` answers 400 with a body the app reads (which entries failed). */
  acceptStatuses?: readonly number[];
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function readJson(response: Response): Promise<{ text: string; json: unknown }> {
  const text = await response.text();
  try {
    return { text, json: JSON.parse(text) as unknown };
  } catch {
    return { text, json: undefined };
  }
}

function statusError(response: Response, text: string, json: unknown): ConnectorError {
  const parsed = connectorErrorSchema.safeParse(json);
  const detail = parsed.success ? parsed.data.error : text.slice(0, bodyExcerptCharacters);
  return new ConnectorError(detail || `Status ${response.status}`, {
    failure: response.status === 504 ? 'timeout' : 'status',
    status: response.status,
    bodyExcerpt: text.slice(0, bodyExcerptCharacters),
  });
}

/** One call to the connector: bearer token, timeout, and the answer checked against its schema. */
async function call<Schema extends z.ZodMiniType>(
  connection: ConnectorConnection,
  path: string,
  { method = 'GET', body, schema, timeoutMilliseconds, signal, acceptStatuses = [] }: CallOptions<Schema>,
): Promise<z.infer<Schema>> {
  const signals = [signal, timeoutMilliseconds ? AbortSignal.timeout(timeoutMilliseconds) : undefined];
  const combined = AbortSignal.any(signals.filter((each) => each !== undefined));
  let response: Response;
  try {
    response = await fetch(`${connection.url}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${connection.token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: combined,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    if (combined.aborted) throw new ConnectorError('Timed out', { failure: 'timeout' });
    throw new ConnectorError(describe(error), { failure: 'network' });
  }
  const { text, json } = await readJson(response);
  if (!response.ok && !acceptStatuses.includes(response.status)) throw statusError(response, text, json);
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new ConnectorError('Unexpected answer from the connector', {
      failure: 'invalid',
      status: response.status,
      bodyExcerpt: text.slice(0, bodyExcerptCharacters),
    });
  }
  return parsed.data;
}

const clientPath = (clientID: string) => `/clients/${encodeURIComponent(clientID)}`;

/** A typed client of the connector's routes (interop-formats §7). */
export function connectorClient(connection: ConnectorConnection) {
  return {
    ping: (timeoutMilliseconds: number): Promise<unknown> =>
      call(connection, '/ping', { schema: pingAnswerSchema, timeoutMilliseconds }),
    start: (mcpServers: Record<string, unknown>): Promise<StartAnswer> =>
      call(connection, '/start', {
        method: 'POST',
        body: { mcpServers },
        schema: startAnswerSchema,
        timeoutMilliseconds: connectorTimeouts.managementMilliseconds,
        acceptStatuses: [400],
      }),
    restart: (clientID: string): Promise<unknown> =>
      call(connection, `/restart/${encodeURIComponent(clientID)}`, {
        method: 'POST',
        schema: z.unknown(),
        timeoutMilliseconds: connectorTimeouts.managementMilliseconds,
      }),
    clients: (): Promise<RunningClient[]> =>
      call(connection, '/clients', {
        schema: runningClientsSchema,
        timeoutMilliseconds: connectorTimeouts.managementMilliseconds,
      }),
    tools: (clientID: string): Promise<McpTool[]> =>
      call(connection, `${clientPath(clientID)}/tools`, {
        schema: mcpToolsSchema,
        timeoutMilliseconds: connectorTimeouts.managementMilliseconds,
      }),
    /** No timeout of its own: the connector answers 504 after its TIMEOUT; Stop aborts. */
    callTool: (
      clientID: string,
      name: string,
      args: Record<string, unknown>,
      signal: AbortSignal,
    ): Promise<CallToolResult> =>
      call(connection, `${clientPath(clientID)}/call_tools`, {
        method: 'POST',
        body: { name, arguments: args },
        schema: callToolResultSchema,
        signal,
      }),
    remove: (clientID: string): Promise<unknown> =>
      call(connection, clientPath(clientID), {
        method: 'DELETE',
        schema: z.unknown(),
        timeoutMilliseconds: connectorTimeouts.managementMilliseconds,
      }),
  };
}

export type ConnectorClient = ReturnType<typeof connectorClient>;
