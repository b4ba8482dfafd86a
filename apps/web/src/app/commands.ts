import type { ShortcutAction } from '../features/shortcuts/index.ts';

/**
 * Commands are data: a keyboard shortcut, a menu item and a button that do the same thing come from
 * one definition. The letters are the person's (features/shortcuts, Settings → Keyboard shortcuts);
 * the shell performs the commands that act on the whole workspace, and the open chat performs its own
 * (reset, regenerate, clear context, plugins, copy) through the same command bus.
 */
export const shellCommands = [
  'search',
  'sidebar',
  'newChat',
  'toggleTempChat',
] as const satisfies readonly ShortcutAction[];

export type ShellCommandName = (typeof shellCommands)[number];
