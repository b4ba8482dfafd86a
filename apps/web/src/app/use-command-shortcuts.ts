import { useEffect, useRef } from 'react';
import { shellCommands, type ShellCommandName } from './commands.ts';

export function useCommandShortcuts(performers: Record<ShellCommandName, () => void>): void {
  const performersRef = useRef(performers);
  useEffect(() => {
    performersRef.current = performers;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const command = shellCommands.find((candidate) => candidate.keyTest(event));
      if (!command) return;
      event.preventDefault();
      performersRef.current[command.name]();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
    };
  }, []);
}
