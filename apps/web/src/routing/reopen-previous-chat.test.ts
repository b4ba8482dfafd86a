import { afterEach, describe, expect, it } from 'vitest';
import {
  isPlainStart,
  lastOpenChat,
  lastOpenChatStorageKey,
  rememberOpenChat,
} from './reopen-previous-chat.ts';

describe('reopen the previous chat', () => {
  afterEach(() => {
    localStorage.removeItem(lastOpenChatStorageKey);
  });

  it('remembers the last open chat on this device', () => {
    expect(lastOpenChat()).toBeUndefined();
    rememberOpenChat('c-1');
    rememberOpenChat('c-2');
    expect(lastOpenChat()).toBe('c-2');
  });

  it('reopens only on a plain start, never over a hash or an entry link', () => {
    expect(isPlainStart({ hash: '', search: '' })).toBe(true);
    expect(isPlainStart({ hash: '#', search: '' })).toBe(true);
    expect(isPlainStart({ hash: '#settings', search: '' })).toBe(false);
    expect(isPlainStart({ hash: '#chat=c-1', search: '' })).toBe(false);
    expect(isPlainStart({ hash: '', search: '?agent=a-1' })).toBe(false);
  });
});
