import { describe, expect, it } from 'vitest';
import { pluginFunctionsOf } from '@confab/core';
import { mcpPluginRecord, modelToolNames } from './mcp-plugin-records.ts';

const add = { name: 'add', description: 'Adds', inputSchema: { type: 'object', properties: { a: {} } } };

describe('MCP plugin records', () => {
  it('keeps tool names unless two servers (or a taken name) share one, then prefixes the server id', () => {
    const names = modelToolNames(
      [
        { serverID: 'maths', tools: [add, { name: 'calculator' }] },
        { serverID: 'more maths', tools: [add, { name: 'read.file' }] },
      ],
      new Set(['calculator']),
    );
    expect([...(names.get('maths') ?? [])]).toEqual([
      ['add', 'maths_add'],
      ['calculator', 'maths_calculator'],
    ]);
    expect([...(names.get('more maths') ?? [])]).toEqual([
      ['add', 'more_maths_add'],
      ['read.file', 'read_file'],
    ]);
  });

  it('makes one generated plugin per server whose functions call the MCP tool names', () => {
    const record = mcpPluginRecord(
      { serverID: 'maths', tools: [add] },
      new Map([['add', 'maths_add']]),
      undefined,
      5,
    );
    expect(record).toMatchObject({
      id: 'mcp-maths',
      title: 'maths',
      enabled: true,
      implementationType: 'mcp',
      mcpDetails: { generated: true },
      syncedAt: null,
    });
    expect(pluginFunctionsOf(record)).toEqual([
      {
        id: 'add',
        implementationType: 'mcp',
        openaiSpec: { name: 'maths_add', description: 'Adds', parameters: add.inputSchema },
      },
    ]);
    const refreshed = mcpPluginRecord(
      { serverID: 'maths', tools: [add] },
      new Map(),
      { ...record, enabled: false },
      9,
    );
    expect(refreshed).toMatchObject({ uuid: record.uuid, enabled: false, createdAt: 5, updatedAt: 9 });
  });
});
