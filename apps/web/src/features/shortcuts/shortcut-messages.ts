import { defineMessages, type MessageDescriptor } from 'react-intl';

/** Texts with values are widened to MessageDescriptor (react-intl 12 types them as taking none). */
const definitions = defineMessages({
  sectionTitle: { id: 'shortcuts.section.title', defaultMessage: 'Keyboard shortcuts' },
  sectionIntro: {
    id: 'shortcuts.section.intro',
    defaultMessage:
      'Each action takes one letter with Ctrl (Cmd on a Mac), or with Ctrl+Alt (Cmd+Option). Shortcuts work while you type in the composer.',
  },
  actionColumn: { id: 'shortcuts.column.action', defaultMessage: 'Action' },
  keyColumn: { id: 'shortcuts.column.key', defaultMessage: 'Shortcut' },
  none: { id: 'shortcuts.none', defaultMessage: 'None' },
  change: { id: 'shortcuts.change', defaultMessage: 'Change' },
  changeLabel: { id: 'shortcuts.change.label', defaultMessage: 'Change the shortcut for {action}' },
  pressKey: { id: 'shortcuts.pressKey', defaultMessage: 'Press a letter…' },
  pressKeyHint: {
    id: 'shortcuts.pressKey.hint',
    defaultMessage: 'Press a letter from A to Z for {action}. Escape cancels.',
  },
  remove: { id: 'shortcuts.remove', defaultMessage: 'Remove' },
  removeLabel: { id: 'shortcuts.remove.label', defaultMessage: 'Remove the shortcut for {action}' },
  resetAll: { id: 'shortcuts.resetAll', defaultMessage: 'Reset to defaults' },
  showCheatSheet: { id: 'shortcuts.showCheatSheet', defaultMessage: 'Show all shortcuts' },
  conflict: {
    id: 'shortcuts.conflict',
    defaultMessage:
      '{combination} is already used by "{action}". Choose another letter or change that shortcut first.',
  },
  reserved: {
    id: 'shortcuts.reserved',
    defaultMessage: '{combination} belongs to the browser or to text editing. Choose another letter.',
  },
  notALetter: { id: 'shortcuts.notALetter', defaultMessage: 'A shortcut is a single letter from A to Z.' },
  saved: { id: 'shortcuts.saved', defaultMessage: '{action}: {combination}' },
  cheatSheetTitle: { id: 'shortcuts.cheatSheet.title', defaultMessage: 'Keyboard shortcuts' },
  cheatSheetKey: { id: 'shortcuts.cheatSheet.self', defaultMessage: 'Show this list' },
  close: { id: 'shortcuts.close', defaultMessage: 'Close' },
});

export const shortcutMessages: { [Name in keyof typeof definitions]: MessageDescriptor } = definitions;
