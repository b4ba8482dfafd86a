import { useEffect, useRef } from 'react';
import { subscribeCommand } from '../features/shortcuts/index.ts';
import { shellCommands, type ShellCommandName } from './commands.ts';

/**
 * Performs the shell's commands while the app is mounted. The key listener itself is
 * `ShortcutsHost`'s; this only says what each command does (the latest performers are used).
 */
export function useCommandShortcuts(performers: Record<ShellCommandName, () => void>): void {
  const performersRef = useRef(performers);
  useEffect(() => {
    performersRef.current = performers;
  });

  useEffect(() => {
    const unsubscribes = shellCommands.map((name) =>
      subscribeCommand(name, () => {
        performersRef.current[name]();
      }),
    );
    return () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
    };
  }, []);
}
