import type { StorageChange, StorageChangeListener } from '@confab/core/ports';

/** A change as it travels between instances; the receiver stamps the origin. */
export type ChangeDescription = Omit<StorageChange, 'origin'>;

/** Carries committed changes to the other instances of the same database (other tabs). */
export interface ChangeRelay {
  publish(changes: readonly ChangeDescription[]): void;
  close(): void;
}

export type ChangeRelayFactory = (receive: (changes: readonly ChangeDescription[]) => void) => ChangeRelay;

/** Fans committed changes out to this instance's listeners and, through the relay, to other tabs. */
export class ChangeHub {
  private readonly listeners = new Set<StorageChangeListener>();
  private readonly relay: ChangeRelay;

  constructor(createRelay: ChangeRelayFactory) {
    this.relay = createRelay((changes) => {
      this.deliver(changes, 'remote-tab');
    });
  }

  subscribe(listener: StorageChangeListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Call only after the transaction committed, so no listener sees a change that rolled back. */
  emit(changes: readonly ChangeDescription[]): void {
    const nonEmpty = changes.filter((change) => change.ids.length > 0);
    if (nonEmpty.length === 0) return;
    this.deliver(nonEmpty, 'local');
    this.relay.publish(nonEmpty);
  }

  close(): void {
    this.listeners.clear();
    this.relay.close();
  }

  private deliver(changes: readonly ChangeDescription[], origin: StorageChange['origin']): void {
    for (const change of changes) {
      for (const listener of [...this.listeners]) listener({ ...change, origin });
    }
  }
}
