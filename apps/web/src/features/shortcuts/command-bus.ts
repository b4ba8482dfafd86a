import type { ShortcutAction } from './shortcut-actions.ts';

/** Commands other than the map's: the cheat sheet has its own fixed key ("?"). */
export type CommandName = ShortcutAction | 'showShortcuts';

type CommandHandler = () => void;

const handlers = new Map<CommandName, Set<CommandHandler>>();

/**
 * Lets the part of the app that can do a command say so, without the key listener knowing it (the
 * composer's microphone, the open chat). The latest subscriber runs: a screen mounted on top of
 * another (the temporary chat over nothing, a dialog) takes the command while it is there.
 */
export function subscribeCommand(name: CommandName, handler: CommandHandler): () => void {
  const set = handlers.get(name) ?? new Set<CommandHandler>();
  set.add(handler);
  handlers.set(name, set);
  return () => {
    set.delete(handler);
  };
}

/** Runs a command; false when nobody can do it now (the shortcut then does nothing). */
export function runCommand(name: CommandName): boolean {
  const latest = [...(handlers.get(name) ?? [])].at(-1);
  if (!latest) return false;
  latest();
  return true;
}

export function hasCommand(name: CommandName): boolean {
  return (handlers.get(name)?.size ?? 0) > 0;
}
