import { describe, expect, it } from 'vitest';
import { agentVersionsKey } from '../agents/index.ts';
import { recordSyncCategory, settingSyncCategory } from './sync-categories.ts';

describe('sync categories', () => {
  it('syncs an agent’s version history with the agents, not the preferences', () => {
    expect(settingSyncCategory(agentVersionsKey('a-1'), [])).toBe('characters');
    expect(recordSyncCategory('setting', agentVersionsKey('a-default-proofreader'), { value: [] })).toBe(
      'characters',
    );
    // A deleted history carries no value and still travels with the agents.
    expect(recordSyncCategory('setting', agentVersionsKey('a-1'))).toBe('characters');
    expect(recordSyncCategory('agent', 'a-1')).toBe('characters');
    expect(settingSyncCategory('agents.settings', {})).toBe('characters');
  });

  it('keeps device bookkeeping local and other settings under their categories', () => {
    expect(settingSyncCategory('sync.rejectedRecords', [])).toBeNull();
    expect(settingSyncCategory('agents.defaultsFilled', true)).toBeNull();
    expect(settingSyncCategory('apiKeys.openai', 'sk-plain')).toBeNull();
    expect(settingSyncCategory('apiKeys.openai', 'encrypted-x')).toBe('apiKeys');
    // The web search key is kept like a provider key; the engine and its id are preferences.
    expect(settingSyncCategory('apiKeys.customSearch', 'AIza-plain')).toBeNull();
    expect(settingSyncCategory('apiKeys.customSearch', 'encrypted-x')).toBe('apiKeys');
    expect(settingSyncCategory('search.engine', 'google')).toBe('preferences');
    expect(settingSyncCategory('models.temperature', 1)).toBe('modelSettings');
    expect(settingSyncCategory('appearance.theme', 'dark')).toBe('preferences');
  });

  it('files files and collections under knowledge, and no organisation collection at all', () => {
    expect(recordSyncCategory('file', 'fi-1')).toBe('knowledge');
    expect(recordSyncCategory('knowledgeCollection', 'kb-1', { name: 'Legal' })).toBe('knowledge');
    // A deleted collection carries no data and still reaches the devices that hold it.
    expect(recordSyncCategory('knowledgeCollection', 'kb-1')).toBe('knowledge');
    expect(recordSyncCategory('knowledgeCollection', 'kb-org', { organisation: true })).toBeNull();
    expect(recordSyncCategory('file', 'fi-org', { organisation: true })).toBeNull();
    expect(recordSyncCategory('blob', 'b-1')).toBe('attachments');
  });
});
