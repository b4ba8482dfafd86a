import { defineMessages } from 'react-intl';

/** The spec's keyboard shortcut map (§3), in the order the settings page and the cheat sheet list them. */
export const shortcutActions = [
  'search',
  'sidebar',
  'newChat',
  'resetChat',
  'regenerate',
  'clearContext',
  'togglePlugins',
  'copyLastMessage',
  'openVoiceInput',
  'toggleTempChat',
] as const;

export type ShortcutAction = (typeof shortcutActions)[number];

/**
 * Which modifiers an action's letter goes with (spec §5: "Ctrl or Cmd, or Ctrl+Alt or Cmd+Option for
 * most"). Search and the sidebar take the plain modifier; the rest take the modifier with Alt, since
 * most plain Ctrl letters belong to the browser or to text editing.
 */
export type ShortcutChord = 'mod' | 'modAlt';

export const shortcutChords: ReadonlyMap<ShortcutAction, ShortcutChord> = new Map<
  ShortcutAction,
  ShortcutChord
>(shortcutActions.map((action) => [action, action === 'search' || action === 'sidebar' ? 'mod' : 'modAlt']));

export function chordOf(action: ShortcutAction): ShortcutChord {
  return shortcutChords.get(action) ?? 'modAlt';
}

export const shortcutActionTitles = defineMessages({
  search: { id: 'shortcuts.action.search', defaultMessage: 'Search chats' },
  sidebar: { id: 'shortcuts.action.sidebar', defaultMessage: 'Show or hide the sidebar' },
  newChat: { id: 'shortcuts.action.newChat', defaultMessage: 'New chat' },
  resetChat: { id: 'shortcuts.action.resetChat', defaultMessage: 'Reset chat' },
  regenerate: { id: 'shortcuts.action.regenerate', defaultMessage: 'Regenerate the last answer' },
  clearContext: { id: 'shortcuts.action.clearContext', defaultMessage: 'Clear context' },
  togglePlugins: { id: 'shortcuts.action.togglePlugins', defaultMessage: 'Turn plugins on or off' },
  copyLastMessage: { id: 'shortcuts.action.copyLastMessage', defaultMessage: 'Copy the last answer' },
  openVoiceInput: { id: 'shortcuts.action.openVoiceInput', defaultMessage: 'Voice input' },
  toggleTempChat: { id: 'shortcuts.action.toggleTempChat', defaultMessage: 'Temporary chat on or off' },
});
