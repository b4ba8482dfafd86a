import type { ChangeDescription, ChangeRelayFactory } from './engine/change-hub.ts';

type Receiver = (changes: readonly ChangeDescription[]) => void;

/** In-process stand-in for BroadcastChannel: instances of one memory database hear each other. */
const receiversByDatabase = new Map<string, Set<Receiver>>();

export function memoryBusRelay(databaseName: string): ChangeRelayFactory {
  return (receive) => {
    let receivers = receiversByDatabase.get(databaseName);
    if (!receivers) {
      receivers = new Set();
      receiversByDatabase.set(databaseName, receivers);
    }
    const group = receivers;
    group.add(receive);
    return {
      publish: (changes) => {
        const copy = structuredClone(changes);
        for (const receiver of group) {
          // Asynchronous like a real channel, and never back to the sender.
          if (receiver !== receive)
            queueMicrotask(() => {
              receiver(copy);
            });
        }
      },
      close: () => {
        group.delete(receive);
        if (group.size === 0) receiversByDatabase.delete(databaseName);
      },
    };
  };
}
