import { describe, expect, it } from 'vitest';
import { agentDataChecksum, agentExportFile, agentExportFileName } from './agent-export-file.ts';
import { checkImportedAgent, readAgentImportFile } from './agent-import-file.ts';
import { displayableAvatarURL } from './agent-avatar-source.ts';
import { agentFieldLimits, agentImportMaxBytes } from './agent-field-limits.ts';
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
      reason: 'checksum-wrong',
    });
  });

  it('names the reason for each kind of bad file', async () => {
    const reason = async (text: string) => {
      const result = await readAgentImportFile(text, options());
      return result.ok ? 'imported' : result.reason;
    };
    const data = testAgent();
    const checksum = await agentDataChecksum(data);
    expect(await reason('')).toBe('empty');
    expect(await reason('  \n')).toBe('empty');
    expect(await reason('not json')).toBe('not-json');
    expect(await reason('[1, 2]')).toBe('not-agent-file');
    expect(await reason('{"title":"Poet"}')).toBe('not-agent-file');
    expect(await reason(JSON.stringify({ data }))).toBe('checksum-missing');
    expect(await reason(JSON.stringify({ data, checksum: 'abc' }))).toBe('checksum-malformed');
    expect(await reason(JSON.stringify({ data, checksum: 42 }))).toBe('checksum-malformed');
    expect(await reason(JSON.stringify({ data, checksum }))).toBe('imported');
    expect(await reason('x'.repeat(agentImportMaxBytes + 1))).toBe('too-large');
  });

  it('refuses a correctly checksummed file whose data is not an agent', async () => {
    const data = { title: 42 };
    const text = JSON.stringify({ data, checksum: await agentDataChecksum(data) });
    expect(await readAgentImportFile(text, options())).toEqual({ ok: false, reason: 'not-an-agent' });
  });

  it('reports fields over their limits', async () => {
    const data = testAgent({
      title: 't'.repeat(agentFieldLimits.title + 1),
      conversationStarters: Array(21).fill('a'),
    });
    const text = JSON.stringify({ data, checksum: await agentDataChecksum(data) });
    expect(await readAgentImportFile(text, options())).toEqual({
      ok: false,
      reason: 'too-long',
      issues: [
        { field: 'title', kind: 'length', limit: 200, actual: 201 },
        { field: 'conversationStarters', kind: 'count', limit: 20, actual: 21 },
      ],
    });
  });
});

describe('avatars of imported agents', () => {
  const png = 'data:image/png;base64,iVBORw0KGgo=';

  it('keeps an inline image', () => {
    expect(checkImportedAgent(testAgent({ avatarURL: png }))).toMatchObject({
      ok: true,
      agent: { avatarURL: png },
    });
  });

  it('holds an https address back for consent instead of storing it', () => {
    const result = checkImportedAgent(testAgent({ avatarURL: 'https://images.example/cat.png' }));
    expect(result).toMatchObject({ ok: true, remoteAvatarURL: 'https://images.example/cat.png' });
    expect(result.ok && result.agent.avatarURL).toBeUndefined();
  });

  it.each([
    ['javascript:alert(1)', 'javascript:'],
    ['http://images.example/cat.png', 'http:'],
    ['file:///etc/passwd', 'file:'],
    ['data:text/html;base64,PGI+', 'data:'],
    ['data:image/svg+xml;base64,PHN2Zz4=', 'data:'],
  ])('refuses %s', (avatarURL, scheme) => {
    expect(checkImportedAgent(testAgent({ avatarURL }))).toEqual({
      ok: false,
      reason: 'avatar-refused',
      scheme,
    });
  });

  it('shows only inline images', () => {
    expect(displayableAvatarURL(png)).toBe(png);
    expect(displayableAvatarURL('https://images.example/cat.png')).toBeUndefined();
    expect(displayableAvatarURL('javascript:alert(1)')).toBeUndefined();
  });
});
