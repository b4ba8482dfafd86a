import { describe, expect, it } from 'vitest';
import { formatHashRoute, parseHashRoute } from './hash-route.ts';

describe('hash routes', () => {
  it('treats an empty hash as the chat tab', () => {
    expect(parseHashRoute('')).toEqual({ tab: 'chat' });
    expect(parseHashRoute('#')).toEqual({ tab: 'chat' });
  });

  it('reads #chat={chatId}', () => {
    expect(parseHashRoute('#chat=abc%20123')).toEqual({ tab: 'chat', chatId: 'abc 123' });
    expect(parseHashRoute('#chat=')).toEqual({ tab: 'chat' });
  });

  it('reads each tab name and falls back to chat for unknown hashes', () => {
    for (const tab of ['agents', 'models', 'plugins', 'files', 'teams', 'settings', 'prompts'] as const) {
      expect(parseHashRoute(`#${tab}`)).toEqual({ tab });
    }
    expect(parseHashRoute('#nonsense')).toEqual({ tab: 'chat' });
  });

  it('formats routes back to hashes', () => {
    expect(formatHashRoute({ tab: 'chat' })).toBe('');
    expect(formatHashRoute({ tab: 'chat', chatId: 'a b' })).toBe('#chat=a%20b');
    expect(formatHashRoute({ tab: 'prompts' })).toBe('#prompts');
  });

  it('reads and writes a settings page as #settings/{id}', () => {
    expect(parseHashRoute('#settings/appearance')).toEqual({
      tab: 'settings',
      settingsSectionID: 'appearance',
    });
    expect(parseHashRoute('#settings/')).toEqual({ tab: 'settings' });
    expect(parseHashRoute('#settings/%E0')).toEqual({ tab: 'settings', settingsSectionID: '%E0' });
    expect(formatHashRoute({ tab: 'settings', settingsSectionID: 'chat-behaviour' })).toBe(
      '#settings/chat-behaviour',
    );
    expect(formatHashRoute({ tab: 'settings' })).toBe('#settings');
    expect(formatHashRoute({ tab: 'agents', settingsSectionID: 'x' })).toBe('#agents');
  });

  it('never throws on a malformed hash or an id with a lone surrogate', () => {
    expect(parseHashRoute('#chat=%E0%A4%A')).toEqual({ tab: 'chat', chatId: '%E0%A4%A' });
    expect(formatHashRoute({ tab: 'chat', chatId: 'c-\uD83D' })).toBe('#chat=c-%EF%BF%BD');
    expect(formatHashRoute({ tab: 'chat', chatId: 'c-😀' })).toBe('#chat=c-%F0%9F%98%80');
  });
});
