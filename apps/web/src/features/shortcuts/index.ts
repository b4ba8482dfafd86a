export { shortcutActions, shortcutActionTitles, chordOf, type ShortcutAction } from './shortcut-actions.ts';
export {
  actionOfEvent,
  defaultShortcutKeys,
  noShortcut,
  resolveShortcutMap,
  shortcutLabel,
  type ShortcutMap,
} from './shortcut-map.ts';
export { hasCommand, runCommand, subscribeCommand, type CommandName } from './command-bus.ts';
export { useCommand } from './use-command.ts';
export { useShortcutMap } from './use-shortcut-map.ts';
export { ShortcutsHost } from './shortcuts-host.tsx';
export { ChatShortcutCommands, type ChatShortcutCommandsProps } from './chat-shortcut-commands.tsx';
export { useShortcutHint, type ShortcutHint } from './use-shortcut-hint.ts';
