/**
 * Render failures the hidden crash-test screen can switch on, to prove the boundaries hold. Kept
 * in memory only: a reload always ends them.
 */
export type CrashPlace = 'page' | 'message';

const armed = new Set<CrashPlace>();
const listeners = new Set<() => void>();

export function setCrashArmed(place: CrashPlace, on: boolean): void {
  if (on) armed.add(place);
  else armed.delete(place);
  for (const listener of listeners) listener();
}

export function crashArmed(place: CrashPlace): boolean {
  return armed.has(place);
}

export function subscribeCrashes(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What a forced failure throws; its message names the test so a log reader is not misled. */
export class CrashTestError extends Error {
  constructor(place: string) {
    super(`Crash test: forced render error in ${place}`);
    this.name = 'CrashTestError';
  }
}
