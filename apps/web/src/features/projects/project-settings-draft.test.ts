import { describe, expect, it } from 'vitest';
import {
  draftFromSettings,
  endpointErrors,
  filesFitLimit,
  settingsFromDraft,
  type DraftEndpoint,
} from './project-settings-draft.ts';

function endpoint(key: string, fields: Partial<DraftEndpoint>): DraftEndpoint {
  return { key, name: '', source: 'url', url: '', content: '', ...fields };
}

describe('project settings draft', () => {
  it('refuses an endpoint without a name, and a URL one without a url, naming the field', () => {
    const errors = endpointErrors([
      endpoint('a', { name: ' ', url: 'https://example.test' }),
      endpoint('b', { name: 'Weather' }),
      endpoint('c', { name: 'Team', source: 'static' }),
      endpoint('d', { name: 'Status', url: 'https://example.test/status' }),
    ]);
    expect([...errors]).toEqual([
      ['a', 'nameRequired'],
      ['b', 'urlRequired'],
    ]);
  });

  it('applies the 100,000-byte limit to the combined size', () => {
    expect(
      filesFitLimit([
        { id: '1', name: 'a', size: 60_000 },
        { id: '2', name: 'b', size: 40_000 },
      ]),
    ).toBe(true);
    expect(
      filesFitLimit([
        { id: '1', name: 'a', size: 60_000 },
        { id: '2', name: 'b', size: 40_001 },
      ]),
    ).toBe(false);
  });

  it('round-trips settings, leaving empty fields out and reading any non-static source as a URL', () => {
    let key = 0;
    const draft = draftFromSettings(
      {
        systemMessage: 'Be brief.',
        files: [{ id: 'f1', name: 'notes.txt', metadata: { size: 12 } }],
        dynamicContextEndpoints: [
          { name: 'Weather', source: 'api', url: ' https://example.test/w ' },
          { name: 'Team', source: 'static', content: 'Ana and Bo.' },
        ],
      },
      () => String(++key),
    );
    expect(draft.endpoints.map((row) => row.source)).toEqual(['url', 'static']);
    expect(settingsFromDraft(draft)).toEqual({
      systemMessage: 'Be brief.',
      files: [{ id: 'f1', name: 'notes.txt', metadata: { size: 12 } }],
      dynamicContextEndpoints: [
        { name: 'Weather', source: 'url', url: 'https://example.test/w' },
        { name: 'Team', source: 'static', content: 'Ana and Bo.' },
      ],
    });
    expect(
      settingsFromDraft({
        systemMessage: ' ',
        model: '',
        assignedAgentID: '',
        files: [],
        endpoints: [],
        knowledgeCollectionIDs: [],
      }),
    ).toEqual({});
  });

  it('keeps the knowledge collections through a save, once each', () => {
    const draft = draftFromSettings({ knowledgeCollectionIDs: ['kb-a', 'kb-b'] }, () => 'k');
    expect(draft.knowledgeCollectionIDs).toEqual(['kb-a', 'kb-b']);
    expect(settingsFromDraft({ ...draft, knowledgeCollectionIDs: ['kb-a', 'kb-a'] })).toEqual({
      knowledgeCollectionIDs: ['kb-a'],
    });
  });
});
