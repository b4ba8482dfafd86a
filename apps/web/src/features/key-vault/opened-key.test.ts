import { describe, expect, it } from 'vitest';
import { openedKey } from './opened-key.ts';

const locked = 'encrypted-v1.600000.c2FsdA.aXY.Y2lwaGVy.1234';

describe('openedKey', () => {
  it('passes a plain key through and reports no key for an empty or missing one', () => {
    expect(openedKey('sk-plain-1234', new Map())).toEqual({ key: 'sk-plain-1234', locked: false });
    expect(openedKey('', new Map())).toEqual({ key: undefined, locked: false });
    expect(openedKey(undefined, new Map())).toEqual({ key: undefined, locked: false });
  });

  it('hands on the unlocked plain key for a locked value, never the cipher text', () => {
    expect(openedKey(locked, new Map([[locked, 'sk-secret-1234']]))).toEqual({
      key: 'sk-secret-1234',
      locked: false,
    });
  });

  it('reports a locked key this tab has not unlocked as locked, with no key to send', () => {
    expect(openedKey(locked, new Map())).toEqual({ key: undefined, locked: true });
    expect(openedKey(locked, new Map([['encrypted-other', 'sk-other']]))).toEqual({
      key: undefined,
      locked: true,
    });
  });
});
