import { useEffect, useRef } from 'react';
import { subscribeCommand, type CommandName } from './command-bus.ts';

/** Runs `perform` for the command while the calling component is mounted (the latest `perform`). */
export function useCommand(
  name: CommandName,
  perform: () => void,
  { enabled = true }: { enabled?: boolean } = {},
) {
  const performRef = useRef(perform);
  useEffect(() => {
    performRef.current = perform;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    return subscribeCommand(name, () => {
      performRef.current();
    });
  }, [name, enabled]);
}
