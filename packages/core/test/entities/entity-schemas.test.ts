import { describe, expect, it } from 'vitest';
import {
  agentSchema,
  isUserAgentID,
  blobRecordSchema,
  customModelSchema,
  duplicateCustomModelTitle,
  folderSchema,
  isDynamicContextEndpointComplete,
  projectFilesExceedLimit,
  createID,
  idPrefixes,
  messageSchema,
  pluginSchema,
  profileSchema,
  promptSchema,
  settingSchema,
  tombstoneSchema,
} from '@confab/core/entities';

const times = { createdAt: 1, updatedAt: 2, syncedAt: null };

describe('entity schemas', () => {
  it('accept valid records and refuse invalid ones', () => {
    const cases = [
      {
        schema: messageSchema,
        valid: { uuid: 'm-1', chatID: 'c-1', role: 'user', content: 'Hi', order: 0, ...times },
        invalid: { role: 'robot' },
      },
      {
        schema: folderSchema,
        valid: { id: 'fo-1', title: 'Work', order: 0, open: true, settings: {}, ...times },
        invalid: { id: 'folder-1' },
      },
      {
        schema: agentSchema,
        valid: {
          id: 'a-1',
          title: 'Editor',
          description: '',
          categories: [],
          type: 'user',
          pinned: false,
          prompt: 'Edit.',
          lastUsedAt: null,
          ...times,
        },
        invalid: { type: 'robot' },
      },
      {
        schema: promptSchema,
        valid: {
          id: 'pr-1',
          title: 'T',
          prompt: 'P',
          tags: [],
          lastUsedAt: null,
          favoritedAt: null,
          ...times,
        },
        invalid: { prompt: '' },
      },
      {
        schema: pluginSchema,
        valid: {
          id: 'p-1',
          uuid: 'u-1',
          title: 'Search',
          enabled: true,
          implementationType: 'mcp',
          openaiSpec: { name: 'search' },
          ...times,
        },
        invalid: { implementationType: 'python' },
      },
      {
        schema: customModelSchema,
        valid: {
          id: 'cm-1',
          title: 'Llama',
          endpointStyle: 'openai',
          endpointURL: 'http://localhost:11434/v1',
          modelID: 'llama3',
          headers: [],
          bodyFields: {},
          ...times,
        },
        invalid: { endpointStyle: 'cohere' },
      },
      {
        schema: profileSchema,
        valid: { id: 'pf-1', name: 'Ada', isCurrent: false, ...times },
        invalid: { isCurrent: 'yes' },
      },
      {
        schema: settingSchema,
        valid: { key: 'theme', value: 'dark', updatedAt: 1, syncedAt: 2 },
        invalid: { key: '' },
      },
      {
        schema: blobRecordSchema,
        valid: { id: 'b-1', mimeType: 'text/plain', size: 2, data: new Blob(['hi']), ...times },
        invalid: { data: 'hi' },
      },
      {
        schema: tombstoneSchema,
        valid: { id: 'c-1', table: 'chats', deletedAt: 5, syncedAt: null },
        invalid: { table: 'attachments' },
      },
    ];
    for (const { schema, valid, invalid } of cases) {
      expect(schema.safeParse(valid).success).toBe(true);
      expect(schema.safeParse({ ...valid, ...invalid }).success).toBe(false);
      expect(schema.safeParse({ ...valid, syncedAt: -1 }).success).toBe(false);
    }
  });
});

describe('entity helpers', () => {
  it('makes prefixed ids from an injected uuid source', () => {
    let counter = 0;
    const source = { uuid: () => `uuid-${++counter}` };
    expect(createID(idPrefixes.agent, source)).toBe('a-uuid-1');
    expect(createID(idPrefixes.folder, source)).toBe('fo-uuid-2');
    expect(createID('', source)).toBe('uuid-3');
    expect(isUserAgentID('a-uuid-1')).toBe(true);
  });

  it('names custom model duplicates " copy", then " copy (2)"', () => {
    expect(duplicateCustomModelTitle('Llama', ['Llama'])).toBe('Llama copy');
    expect(duplicateCustomModelTitle('Llama', ['Llama', 'Llama copy', 'Llama copy (2)'])).toBe(
      'Llama copy (3)',
    );
  });

  it('checks dynamic context endpoints and the project files limit', () => {
    expect(isDynamicContextEndpointComplete({ name: 'Docs', source: 'static' })).toBe(true);
    expect(isDynamicContextEndpointComplete({ name: 'Docs', source: 'url' })).toBe(false);
    expect(isDynamicContextEndpointComplete({ name: ' ', source: 'static' })).toBe(false);
    expect(projectFilesExceedLimit([{ id: 'f', metadata: { size: 100_000 } }])).toBe(false);
    expect(projectFilesExceedLimit([{ id: 'f', metadata: { size: 100_001 } }])).toBe(true);
  });
});
