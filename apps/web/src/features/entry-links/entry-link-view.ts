import type { InitialContextFailure } from './fetch-initial-context.ts';

export type EntryLinkView =
  | { kind: 'idle' }
  | { kind: 'loading'; address: string; cancel: () => void }
  | { kind: 'failed'; address: string; failure: InitialContextFailure };

/**
 * What the entry link shows (the loader's overlay, its error dialog), kept outside React: the run
 * starts once per page load and outlives a remount of the handler.
 */
export class EntryLinkViewStore {
  private view: EntryLinkView = { kind: 'idle' };
  private readonly listeners = new Set<() => void>();

  get = (): EntryLinkView => this.view;

  set(view: EntryLinkView): void {
    this.view = view;
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };
}
