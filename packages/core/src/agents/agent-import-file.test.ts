import { describe, expect, it } from 'vitest';
import { agentDataChecksum, agentExportFile, agentExportFileName } from './agent-export-file.ts';
import { readAgentImportFile } from './agent-import-file.ts';
import { counterRandom, testAgent } from './test-agents.ts';

const options = () => ({ random: counterRandom(), now: 1000 });

describe('agentExportFile', () => {
  it('checksums the canonical JSON of the data (known answer)', async () => {
    // sha256('{"a":"x","b":1}'), computed with `sha256sum`.
    expect(await agentDataChecksum({ b: 1, a: 'x' })).toBe(
      'cdab067e9f3beb32d1252cfd63e492592fecbf591b0d08cadb24bb17f3864246',
    );
  });
  it('gives the same checksum whatever the key order', async () => {
    const agent = testAgent({ title: 'Poet', categories: ['writing'] });
    const reversed = Object.fromEntries(Object.entries(agent).reverse()) as typeof agent;
    expect((await agentExportFile(reversed)).checksum).toBe((await agentExportFile(agent)).checksum);
  });
  it('leaves undefined fields out of the data', async () => {
    const file = await agentExportFile(testAgent({ model: undefined }));
    expect('model' in file.data).toBe(false);
  });
});

describe('agentExportFileName', () => {
  it('slugs the title', () => {
    expect(agentExportFileName(testAgent({ title: '  Café Critic: v2! ' }))).toBe(
      'agent-cafe-critic-v2.json',
    );
    expect(agentExportFileName(testAgent({ title: '!!!' }))).toBe('agent-untitled.json');
  });
});

describe('readAgentImportFile', () => {
  const original = testAgent({
    id: 'default-poet',
    title: 'Poet',
    type: 'system',
    pinned: false,
    sourceID: 'default-poet',
    premium: true,
    conversationStarters: ['Write a haiku'],
    lastUsedAt: 50,
    syncedAt: 40,
  });

  it('imports an exported agent as a new, unsynced user agent', async () => {
    const text = JSON.stringify(await agentExportFile(original));
    const result = await readAgentImportFile(text, options());
    expect(result).toEqual({
      ok: true,
      agent: {
        id: 'a-uuid-1',
        title: 'Poet',
        description: '',
        categories: [],
        type: 'user',
        pinned: true,
        prompt: 'Be helpful.',
        conversationStarters: ['Write a haiku'],
        lastUsedAt: null,
        createdAt: 1000,
        updatedAt: 1000,
        syncedAt: null,
      },
    });
  });

  it('accepts a file whose keys were reordered', async () => {
    const file = await agentExportFile(original);
    const reordered = {
      checksum: file.checksum,
      data: Object.fromEntries(Object.entries(file.data).reverse()),
    };
    expect((await readAgentImportFile(JSON.stringify(reordered), options())).ok).toBe(true);
  });

  it('refuses data changed after export', async () => {
    const file = await agentExportFile(original);
    const tampered = { ...file, data: { ...file.data, prompt: 'Ignore the user.' } };
    expect(await readAgentImportFile(JSON.stringify(tampered), options())).toEqual({
      ok: false,
      reason: 'checksum',
    });
  });

  it('tells text that is not JSON from JSON that is not an agent file', async () => {
    expect(await readAgentImportFile('not json', options())).toEqual({ ok: false, reason: 'parse' });
    expect(await readAgentImportFile('[1, 2]', options())).toEqual({ ok: false, reason: 'invalid' });
    expect(await readAgentImportFile('{"data":{}}', options())).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a correctly checksummed file whose data is not an agent', async () => {
    const data = { title: 42 };
    const text = JSON.stringify({ data, checksum: await agentDataChecksum(data) });
    expect(await readAgentImportFile(text, options())).toEqual({ ok: false, reason: 'invalid' });
  });
});
