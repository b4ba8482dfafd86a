import * as z from 'zod/mini';
import { lookupOwn } from '@confab/core';
import { chordOf, shortcutActions, type ShortcutAction, type ShortcutChord } from './shortcut-actions.ts';

/** An action's key: one letter A to Z, or none (spec §3). */
export type ShortcutKey = string;
export const noShortcut = 'none';

/** The stored setting: a table from action to letter; unknown or malformed entries fall back. */
export const storedShortcutsSchema = z.record(z.string(), z.unknown());

/** Every action with its key; the stored table only holds what differs from nothing at all. */
export type ShortcutMap = ReadonlyMap<ShortcutAction, ShortcutKey>;

export const defaultShortcutKeys: ShortcutMap = new Map<ShortcutAction, ShortcutKey>([
  ['search', 'K'],
  ['sidebar', 'B'],
  ['newChat', 'N'],
  ['resetChat', 'X'],
  ['regenerate', 'R'],
  ['clearContext', 'L'],
  ['togglePlugins', 'P'],
  ['copyLastMessage', 'C'],
  ['openVoiceInput', 'V'],
  ['toggleTempChat', 'T'],
]);

const letterPattern = /^[A-Z]$/;

export function isShortcutKey(value: unknown): value is ShortcutKey {
  return value === noShortcut || (typeof value === 'string' && letterPattern.test(value));
}

/** The map from a stored (synced or imported) table: each action's valid letter, else its default. */
export function resolveShortcutMap(stored: Readonly<Record<string, unknown>> | undefined): ShortcutMap {
  return new Map(
    shortcutActions.map((action) => {
      const value = stored === undefined ? undefined : lookupOwn(stored, action);
      const key = typeof value === 'string' && value.length === 1 ? value.toUpperCase() : value;
      return [action, isShortcutKey(key) ? key : (defaultShortcutKeys.get(action) ?? noShortcut)];
    }),
  );
}

/** The table to store: every action, so another device reads the same map whatever its defaults. */
export function storedShortcutTable(map: ShortcutMap): Record<string, string> {
  return Object.fromEntries(shortcutActions.map((action) => [action, map.get(action) ?? noShortcut]));
}

/** Letters a plain Ctrl/Cmd must leave alone: text editing, and the browser's own that a page cannot take. */
export const reservedPlainLetters: ReadonlySet<string> = new Set([
  'A',
  'C',
  'V',
  'X',
  'Z',
  'Y',
  'N',
  'T',
  'W',
]);

export type ShortcutProblem = { kind: 'conflict'; action: ShortcutAction } | { kind: 'reserved' };

/** Why `action` cannot take `key`: another action has the same combination, or the browser keeps it. */
export function shortcutProblem(
  map: ShortcutMap,
  action: ShortcutAction,
  key: ShortcutKey,
): ShortcutProblem | null {
  if (key === noShortcut) return null;
  const chord = chordOf(action);
  if (chord === 'mod' && reservedPlainLetters.has(key)) return { kind: 'reserved' };
  const other = shortcutActions.find(
    (candidate) => candidate !== action && chordOf(candidate) === chord && map.get(candidate) === key,
  );
  return other === undefined ? null : { kind: 'conflict', action: other };
}

export type ShortcutKeyEvent = Pick<
  KeyboardEvent,
  'key' | 'code' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'
>;

/**
 * The letter a key press names, independent of layout: with Option held a Mac reports "®" as the
 * key, so the physical key (`KeyR`) decides, and the typed letter only when there is no code.
 */
export function letterOfEvent(event: Pick<KeyboardEvent, 'key' | 'code'>): string | undefined {
  const fromCode = /^Key([A-Z])$/.exec(event.code)?.[1];
  if (fromCode) return fromCode;
  const typed = event.key.toUpperCase();
  return letterPattern.test(typed) ? typed : undefined;
}

export function chordOfEvent(event: ShortcutKeyEvent): ShortcutChord | undefined {
  if (!(event.ctrlKey || event.metaKey) || event.shiftKey) return undefined;
  return event.altKey ? 'modAlt' : 'mod';
}

/** The action a key press runs, if any. */
export function actionOfEvent(event: ShortcutKeyEvent, map: ShortcutMap): ShortcutAction | undefined {
  const chord = chordOfEvent(event);
  const letter = letterOfEvent(event);
  if (chord === undefined || letter === undefined) return undefined;
  return shortcutActions.find((action) => chordOf(action) === chord && map.get(action) === letter);
}

/** The cheat sheet's own key: "?" (Shift+/) with no other modifier. */
export function isCheatSheetKey(event: ShortcutKeyEvent): boolean {
  return event.key === '?' && !event.ctrlKey && !event.metaKey && !event.altKey;
}

export function isApplePlatform(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);
}

/** The combination as people read it: "Ctrl+Alt+R", or "Cmd+Option+R" on a Mac. */
export function shortcutLabel(
  action: ShortcutAction,
  key: ShortcutKey,
  { apple = isApplePlatform() }: { apple?: boolean } = {},
): string | undefined {
  if (key === noShortcut) return undefined;
  const parts = [
    apple ? 'Cmd' : 'Ctrl',
    ...(chordOf(action) === 'modAlt' ? [apple ? 'Option' : 'Alt'] : []),
    key,
  ];
  return parts.join('+');
}

/** The combination in `aria-keyshortcuts` form ("Control+Alt+R", "Meta+Alt+R"). */
export function shortcutAriaKeys(
  action: ShortcutAction,
  key: ShortcutKey,
  { apple = isApplePlatform() }: { apple?: boolean } = {},
): string | undefined {
  if (key === noShortcut) return undefined;
  return [apple ? 'Meta' : 'Control', ...(chordOf(action) === 'modAlt' ? ['Alt'] : []), key].join('+');
}
