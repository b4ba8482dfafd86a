import { describe, expect, it } from 'vitest';
import {
  actionOfEvent,
  defaultShortcutKeys,
  isCheatSheetKey,
  resolveShortcutMap,
  shortcutAriaKeys,
  shortcutLabel,
  shortcutProblem,
  storedShortcutTable,
  type ShortcutKeyEvent,
} from './shortcut-map.ts';
import { shortcutActions } from './shortcut-actions.ts';

const press = (overrides: Partial<ShortcutKeyEvent>): ShortcutKeyEvent => ({
  key: 'r',
  code: 'KeyR',
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...overrides,
});

describe('shortcut map', () => {
  it("has a letter or none for each of the spec's ten actions, and no two defaults clash", () => {
    expect(shortcutActions).toHaveLength(10);
    for (const action of shortcutActions) {
      const key = defaultShortcutKeys.get(action);
      expect(key).toMatch(/^[A-Z]$|^none$/);
      expect(shortcutProblem(defaultShortcutKeys, action, key ?? 'none')).toBeNull();
    }
  });

  it('reads a stored table leniently: lower case letters, none, and defaults for anything else', () => {
    const map = resolveShortcutMap({
      search: 'j',
      newChat: 'none',
      regenerate: 'RR',
      clearContext: 3,
      constructor: 'Q',
    });
    expect(map.get('search')).toBe('J');
    expect(map.get('newChat')).toBe('none');
    expect(map.get('regenerate')).toBe('R');
    expect(map.get('clearContext')).toBe('L');
    expect(storedShortcutTable(map)).toMatchObject({ search: 'J', newChat: 'none', regenerate: 'R' });
  });

  it('matches Ctrl or Cmd with a letter, with Alt for most actions, by the physical key', () => {
    expect(actionOfEvent(press({ ctrlKey: true, altKey: true }), defaultShortcutKeys)).toBe('regenerate');
    // Option on a Mac types "®" for R: the key code decides.
    expect(actionOfEvent(press({ metaKey: true, altKey: true, key: '®' }), defaultShortcutKeys)).toBe(
      'regenerate',
    );
    expect(actionOfEvent(press({ ctrlKey: true, key: 'k', code: 'KeyK' }), defaultShortcutKeys)).toBe(
      'search',
    );
    expect(actionOfEvent(press({ ctrlKey: true }), defaultShortcutKeys)).toBeUndefined();
    expect(actionOfEvent(press({ altKey: true }), defaultShortcutKeys)).toBeUndefined();
    expect(
      actionOfEvent(press({ ctrlKey: true, altKey: true, shiftKey: true }), defaultShortcutKeys),
    ).toBeUndefined();
    const none = new Map(defaultShortcutKeys).set('regenerate', 'none');
    expect(actionOfEvent(press({ ctrlKey: true, altKey: true }), none)).toBeUndefined();
  });

  it('names the action that already has a combination, and keeps browser letters free', () => {
    expect(shortcutProblem(defaultShortcutKeys, 'newChat', 'R')).toEqual({
      kind: 'conflict',
      action: 'regenerate',
    });
    // Same letter, other modifiers: no clash (Ctrl+R is not Ctrl+Alt+R).
    expect(shortcutProblem(defaultShortcutKeys, 'search', 'R')).toBeNull();
    expect(shortcutProblem(defaultShortcutKeys, 'sidebar', 'C')).toEqual({ kind: 'reserved' });
    expect(shortcutProblem(defaultShortcutKeys, 'regenerate', 'R')).toBeNull();
  });

  it('spells combinations for people and for aria-keyshortcuts', () => {
    expect(shortcutLabel('regenerate', 'R', { apple: false })).toBe('Ctrl+Alt+R');
    expect(shortcutLabel('search', 'K', { apple: true })).toBe('Cmd+K');
    expect(shortcutLabel('search', 'none')).toBeUndefined();
    expect(shortcutAriaKeys('toggleTempChat', 'T', { apple: false })).toBe('Control+Alt+T');
  });

  it('opens the cheat sheet with "?" but not with a modifier', () => {
    expect(isCheatSheetKey(press({ key: '?', shiftKey: true }))).toBe(true);
    expect(isCheatSheetKey(press({ key: '?', shiftKey: true, ctrlKey: true }))).toBe(false);
  });
});
