import { parseServerConfig, startRequestSchema } from '../clients/server-config.ts';
import { describeError, HttpError } from '../http/http-error.ts';
import { readJsonBody } from '../http/read-json-body.ts';
import type { Route, RouteContext } from './route.ts';

const startMessages = {
  started: 'MCP client started successfully',
  restarted: 'MCP client restarted with its new configuration',
  unchanged: 'MCP client already running with this configuration',
} as const;

interface StartResult {
  id: string;
  message?: string;
  error?: string;
}

async function startOne({ registry }: RouteContext, id: string, rawConfig: unknown): Promise<StartResult> {
  const config = parseServerConfig(rawConfig);
  if (!config) {
    return {
      id,
      error: 'Invalid server configuration: give a command (with args, env) or a url (with headers)',
    };
  }
  try {
    return { id, message: startMessages[await registry.start(id, config)] };
  } catch (error) {
    return { id, error: `Failed to initialize: ${describeError(error)}` };
  }
}

/**
 * `POST /start` with a Claude-desktop `mcpServers` map: starts every entry at once; a running
 * server restarts only when its config changed. Servers missing from the map keep running (the
 * app stops those with `DELETE /clients/:id` first).
 */
export const startRoute: Route = {
  method: 'POST',
  path: /^\/start$/,
  async answer(context) {
    const { mcpServers } = await readJsonBody(context.request, startRequestSchema);
    const results = await Promise.all(
      Object.entries(mcpServers).map(([id, config]) => startOne(context, id, config)),
    );
    const clients = results.flatMap(({ id, message }) => (message === undefined ? [] : [{ id, message }]));
    const errors = results.flatMap(({ id, error }) => (error === undefined ? [] : [{ id, error }]));
    if (errors.length === 0) {
      return { status: 201, body: { message: 'All MCP clients started successfully', clients } };
    }
    return {
      status: 400,
      body: { message: 'Some MCP clients failed to start', success: false, clients, errors },
    };
  },
};

/** `POST /restart/:id`: stops the server and starts it again with the config it has. */
export const restartRoute: Route = {
  method: 'POST',
  path: /^\/restart\/([^/]+)$/,
  async answer({ registry, clientID }) {
    let restarted;
    try {
      restarted = await registry.restart(clientID);
    } catch (error) {
      throw new HttpError(500, 'Failed to restart client', { details: describeError(error) });
    }
    if (!restarted) throw new HttpError(404, 'Client not found');
    return {
      status: 200,
      body: {
        message: `Client ${clientID} restarted successfully`,
        client: { id: clientID, message: startMessages.started },
      },
    };
  },
};
