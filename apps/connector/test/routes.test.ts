import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningConnector } from '../src/start-connector.ts';
import { call, isAlive, startTestConnector, trackedStdioServer, waitForExit } from './helpers.ts';

// One connector and one stdio test server serve the whole file: starting a server is a Node
// process with tsx, about a second each.
let connector: RunningConnector;
let server: Awaited<ReturnType<typeof trackedStdioServer>>;

beforeAll(async () => {
  connector = await startTestConnector();
  server = await trackedStdioServer();
  const started = await call(connector, '/start', {
    method: 'POST',
    body: { mcpServers: { test: server.config } },
  });
  expect(started).toMatchObject({
    status: 201,
    body: { message: 'All MCP clients started successfully', clients: [{ id: 'test' }] },
  });
});

afterAll(async () => {
  await connector.close();
});

describe('the token', () => {
  it.each([
    ['no Authorization header', null],
    ['a wrong token', 'wrong-token'],
    ['the token with one character more', 'test-token-0123456789x'],
  ])('refuses %s with 401 {error} on every route', async (_case, token) => {
    for (const [method, route] of [
      ['GET', '/ping'],
      ['POST', '/start'],
      ['POST', '/restart/test'],
      ['GET', '/clients'],
      ['GET', '/clients/test'],
      ['GET', '/clients/test/tools'],
      ['POST', '/clients/test/call_tools'],
      ['DELETE', '/clients/test'],
    ] as const) {
      const answer = await call(connector, route, {
        method,
        token,
        body: method === 'POST' ? {} : undefined,
      });
      expect(answer, `${method} ${route}`).toMatchObject({ status: 401, body: { error: 'Unauthorized' } });
    }
  });

  it('lets the right token through', async () => {
    expect(await call(connector, '/ping')).toMatchObject({ status: 200, body: { status: 'ok' } });
  });
});

describe('clients', () => {
  it('lists the running clients with their command, args, start time and tool names', async () => {
    const answer = await call(connector, '/clients');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      {
        id: 'test',
        command: server.config.command,
        args: server.config.args,
        createdAt: expect.any(String) as unknown,
        tools: ['echo', 'add', 'image', 'fail', 'hang'],
      },
    ]);
  });

  it('describes one client, and answers 404 for an unknown one', async () => {
    expect(await call(connector, '/clients/test')).toMatchObject({
      status: 200,
      body: { id: 'test', command: server.config.command, args: server.config.args },
    });
    expect(await call(connector, '/clients/nobody')).toMatchObject({
      status: 404,
      body: { error: 'Client not found' },
    });
  });

  it("lists a client's tools as MCP tool definitions", async () => {
    const answer = await call(connector, '/clients/test/tools');
    expect(answer.status).toBe(200);
    const add = (answer.body as { name: string; inputSchema: unknown }[]).find((tool) => tool.name === 'add');
    expect(add).toMatchObject({
      name: 'add',
      description: 'Adds two numbers.',
      inputSchema: { type: 'object', properties: { a: { type: 'number' }, b: { type: 'number' } } },
    });
  });
});

describe('tool calls', () => {
  const callTool = (body: unknown, clientID = 'test') =>
    call(connector, `/clients/${clientID}/call_tools`, { method: 'POST', body });

  it('answers the MCP CallToolResult', async () => {
    expect(await callTool({ name: 'echo', arguments: { text: 'héllo' } })).toMatchObject({
      status: 200,
      body: { content: [{ type: 'text', text: 'héllo' }] },
    });
    expect(await callTool({ name: 'add', arguments: { a: 2, b: 40 } })).toMatchObject({
      status: 200,
      body: { content: [{ type: 'text', text: '42' }] },
    });
  });

  it('passes image content through (arguments missing or null mean none)', async () => {
    const answer = await callTool({ name: 'image' });
    const again = await callTool({ name: 'image', arguments: null });
    // Status and body only: the headers carry a Date that moves on when the calls straddle a second.
    expect({ status: again.status, body: again.body }).toEqual({ status: answer.status, body: answer.body });
    expect(answer).toMatchObject({
      status: 200,
      body: { content: [{ type: 'image', mimeType: 'image/png' }] },
    });
  });

  it('passes tool errors through as results with isError', async () => {
    expect(await callTool({ name: 'fail', arguments: {} })).toMatchObject({
      status: 200,
      body: { isError: true, content: [{ type: 'text', text: 'The fail tool failed, as asked.' }] },
    });
    expect(await callTool({ name: 'fail', arguments: { throw: true } })).toMatchObject({
      status: 200,
      body: { isError: true, content: [{ type: 'text', text: 'The fail tool threw, as asked.' }] },
    });
  });

  it('passes on what the server answers for a tool it does not have', async () => {
    // The SDK's server answers an unknown tool with a tool error, not a protocol error.
    const answer = await callTool({ name: 'missing', arguments: {} });
    expect(answer).toMatchObject({ status: 200, body: { isError: true } });
    expect(JSON.stringify(answer.body)).toContain('missing');
  });

  it('refuses a call without a tool name, a body that is not JSON, and an unknown client', async () => {
    expect(await callTool({ arguments: {} })).toMatchObject({ status: 400 });
    expect(await callTool({ name: 'echo', arguments: 'text' })).toMatchObject({ status: 400 });
    const notJson = await call(connector, '/clients/test/call_tools', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(notJson).toMatchObject({ status: 400, body: { error: 'Request body is not valid JSON' } });
    expect(await callTool({ name: 'echo' }, 'nobody')).toMatchObject({ status: 404 });
  });

  it('refuses a body that is not declared as JSON (415) or is too large (413)', async () => {
    const response = await fetch(`${connector.url}/clients/test/call_tools`, {
      method: 'POST',
      headers: { Authorization: 'Bearer test-token-0123456789', 'Content-Type': 'text/plain' },
      body: '{"name":"echo"}',
    });
    expect(response.status).toBe(415);
    const large = await callTool({ name: 'echo', arguments: { text: 'x'.repeat(1024 * 1024) } });
    expect(large).toMatchObject({ status: 413, body: { error: 'Request body too large' } });
  });
});

describe('/start', () => {
  it('leaves a server whose config did not change running', async () => {
    const pid = server.readPid();
    const answer = await call(connector, '/start', {
      method: 'POST',
      body: { mcpServers: { test: server.config } },
    });
    expect(answer).toMatchObject({
      status: 201,
      body: { clients: [{ id: 'test', message: 'MCP client already running with this configuration' }] },
    });
    expect(server.readPid()).toBe(pid);
  });

  it('answers 400 with each failing entry while the others start', async () => {
    const answer = await call(connector, '/start', {
      method: 'POST',
      body: {
        mcpServers: {
          test: server.config,
          broken: { args: ['no command'] },
          missing: { command: 'confab-no-such-command-here' },
        },
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      message: 'Some MCP clients failed to start',
      success: false,
      errors: expect.arrayContaining([
        { id: 'broken', error: expect.stringContaining('Invalid server configuration') as unknown },
        { id: 'missing', error: expect.stringContaining('Failed to initialize') as unknown },
      ]) as unknown,
    });
    expect(((await call(connector, '/clients')).body as { id: string }[]).map((client) => client.id)).toEqual(
      ['test'],
    );
  });

  it('refuses a body without an mcpServers map', async () => {
    expect(await call(connector, '/start', { method: 'POST', body: { servers: {} } })).toMatchObject({
      status: 400,
      body: { error: 'Invalid request body: mcpServers' },
    });
  });

  it('accepts an empty map', async () => {
    expect(await call(connector, '/start', { method: 'POST', body: { mcpServers: {} } })).toMatchObject({
      status: 201,
      body: { clients: [] },
    });
  });
});

describe('stopping servers', () => {
  it('restarts a server with a new process on POST /restart/:id', async () => {
    const before = server.readPid();
    expect(await call(connector, '/restart/test', { method: 'POST' })).toMatchObject({
      status: 200,
      body: { message: 'Client test restarted successfully', client: { id: 'test' } },
    });
    await waitForExit(before);
    expect(server.readPid()).not.toBe(before);
    expect(isAlive(server.readPid())).toBe(true);
    expect(await call(connector, '/restart/nobody', { method: 'POST' })).toMatchObject({ status: 404 });
  });

  it('replaces the process when the config changed', async () => {
    const before = server.readPid();
    const changed = { ...server.config, args: [...server.config.args, '--changed'] };
    const answer = await call(connector, '/start', {
      method: 'POST',
      body: { mcpServers: { test: changed } },
    });
    expect(answer).toMatchObject({
      status: 201,
      body: { clients: [{ id: 'test', message: expect.stringContaining('restarted') as unknown }] },
    });
    await waitForExit(before);
    expect(isAlive(server.readPid())).toBe(true);
  });

  it('ends the child process on DELETE /clients/:id', async () => {
    const pid = server.readPid();
    expect(await call(connector, '/clients/test', { method: 'DELETE' })).toMatchObject({
      status: 200,
      body: { message: 'Client deleted successfully' },
    });
    await waitForExit(pid);
    expect(await call(connector, '/clients')).toMatchObject({ status: 200, body: [] });
    expect(await call(connector, '/clients/test', { method: 'DELETE' })).toMatchObject({ status: 404 });
  });

  it('answers 404 {error} for a route the original does not have, such as a fetch proxy', async () => {
    expect(
      await call(connector, '/fetch', { method: 'POST', body: { url: 'http://example.com' } }),
    ).toMatchObject({
      status: 404,
      body: { error: 'Not found' },
    });
  });
});
