/** Spec §9: the debug log keeps the last 1000 entries. */
export const debugLogCapacity = 1000;

/** Each entry's text is cut here, so one huge object cannot fill the viewer or the clipboard. */
const entryTextLimit = 4000;

export type DebugLogLevel = 'debug' | 'info' | 'log' | 'warn' | 'error';

export interface DebugLogEntry {
  sequence: number;
  time: number;
  level: DebugLogLevel;
  text: string;
}

function describe(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return value.stack ?? `${value.name}: ${value.message}`;
  if (typeof value === 'object' && value !== null) {
    try {
      return JSON.stringify(value);
    } catch {
      // Cycles and BigInts inside: the object's kind still says what it was.
      return Object.prototype.toString.call(value);
    }
  }
  if (typeof value === 'function') return `[function ${value.name}]`;
  if (typeof value === 'symbol') return value.toString();
  // Numbers, booleans, bigints, null and undefined.
  return `${value as number | boolean | bigint | null | undefined}`;
}

/** Joins console-style arguments into one line of text, cut to a bounded length. */
export function formatLogArguments(values: readonly unknown[]): string {
  const text = values.map(describe).join(' ');
  return text.length > entryTextLimit ? `${text.slice(0, entryTextLimit)}…` : text;
}

/**
 * A ring buffer of log entries: a fixed array written round and round, so capturing a chatty
 * console costs no allocation beyond the entry and never grows past the capacity.
 */
export class DebugLogBuffer {
  private readonly slots: (DebugLogEntry | undefined)[];
  private next = 0;
  private sequence = 0;
  private readonly listeners = new Set<() => void>();
  // Built on first read after a change, so a chatty console pays nothing while no one looks.
  private snapshot: readonly DebugLogEntry[] | null = [];

  constructor(readonly capacity: number = debugLogCapacity) {
    this.slots = new Array<DebugLogEntry | undefined>(capacity);
  }

  add(level: DebugLogLevel, text: string, time: number = Date.now()): void {
    this.sequence += 1;
    this.slots[this.next] = { sequence: this.sequence, time, level, text };
    this.next = (this.next + 1) % this.capacity;
    this.changed();
  }

  /** Oldest first. The same array until the next change, as useSyncExternalStore needs. */
  entries(): readonly DebugLogEntry[] {
    if (this.snapshot === null) {
      const ordered = [...this.slots.slice(this.next), ...this.slots.slice(0, this.next)];
      this.snapshot = ordered.filter((entry) => entry !== undefined);
    }
    return this.snapshot;
  }

  clear(): void {
    this.slots.fill(undefined);
    this.next = 0;
    this.changed();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  private changed(): void {
    this.snapshot = null;
    for (const listener of this.listeners) listener();
  }
}

/** Entries as plain text, one per line, for "Copy". */
export function debugLogText(entries: readonly DebugLogEntry[]): string {
  return entries
    .map((entry) => `${new Date(entry.time).toISOString()} [${entry.level}] ${entry.text}`)
    .join('\n');
}
