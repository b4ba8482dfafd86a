import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import type { ClientEntry } from '../clients/client-registry.ts';
import { callToolRequestSchema, isStdioConfig } from '../clients/server-config.ts';
import { describeError, HttpError } from '../http/http-error.ts';
import { readJsonBody } from '../http/read-json-body.ts';
import type { Route, RouteContext } from './route.ts';

/** A server that pages its tool list endlessly must not hold a request forever. */
const maxToolPages = 50;

function requireClient({ registry, clientID }: RouteContext): ClientEntry {
  const entry = registry.get(clientID);
  if (!entry) throw new HttpError(404, 'Client not found');
  return entry;
}

async function listAllTools(entry: ClientEntry, timeoutMs: number): Promise<Tool[]> {
  const tools: Tool[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < maxToolPages; page += 1) {
    const result = await entry.client.listTools(cursor === undefined ? undefined : { cursor }, {
      timeout: timeoutMs,
    });
    tools.push(...result.tools);
    cursor = result.nextCursor;
    if (cursor === undefined) break;
  }
  return tools;
}

/** What the original connector reports of a client; a URL server has neither command nor args. */
function describeClient(entry: ClientEntry): {
  id: string;
  command?: string;
  args?: string[];
  createdAt: Date;
} {
  const { id, config, createdAt } = entry;
  return isStdioConfig(config)
    ? { id, command: config.command, args: config.args ?? [], createdAt }
    : { id, createdAt };
}

export const listClientsRoute: Route = {
  method: 'GET',
  path: /^\/clients$/,
  async answer({ registry, timeoutMs }) {
    const clients = await Promise.all(
      registry.list().map(async (entry) => {
        try {
          const tools = await listAllTools(entry, timeoutMs);
          return { ...describeClient(entry), tools: tools.map((tool) => tool.name) };
        } catch (error) {
          return { ...describeClient(entry), tools: [], toolError: describeError(error) };
        }
      }),
    );
    return { status: 200, body: clients };
  },
};

export const getClientRoute: Route = {
  method: 'GET',
  path: /^\/clients\/([^/]+)$/,
  answer: (context) => Promise.resolve({ status: 200, body: describeClient(requireClient(context)) }),
};

export const listToolsRoute: Route = {
  method: 'GET',
  path: /^\/clients\/([^/]+)\/tools$/,
  async answer(context) {
    const entry = requireClient(context);
    try {
      return { status: 200, body: await listAllTools(entry, context.timeoutMs) };
    } catch (error) {
      throw new HttpError(500, 'Failed to get tools', { details: describeError(error) });
    }
  },
};

/** `POST /clients/:id/call_tools` with `{name, arguments}`: the MCP `CallToolResult` as it came. */
export const callToolRoute: Route = {
  method: 'POST',
  path: /^\/clients\/([^/]+)\/call_tools$/,
  async answer(context) {
    const entry = requireClient(context);
    const { name, arguments: toolArguments } = await readJsonBody(context.request, callToolRequestSchema);
    try {
      const result = await entry.client.callTool({ name, arguments: toolArguments ?? {} }, undefined, {
        timeout: context.timeoutMs,
      });
      return { status: 200, body: result };
    } catch (error) {
      if (error instanceof McpError && error.code === (ErrorCode.RequestTimeout as number)) {
        throw new HttpError(504, 'Failed to call tool', {
          details: `The tool did not answer within ${context.timeoutMs} ms (TIMEOUT)`,
        });
      }
      throw new HttpError(500, 'Failed to call tool', { details: describeError(error) });
    }
  },
};

export const deleteClientRoute: Route = {
  method: 'DELETE',
  path: /^\/clients\/([^/]+)$/,
  async answer({ registry, clientID }) {
    if (!(await registry.remove(clientID))) throw new HttpError(404, 'Client not found');
    return { status: 200, body: { message: 'Client deleted successfully' } };
  },
};
