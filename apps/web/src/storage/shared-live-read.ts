import type { StoragePort } from '@confab/core';
import { startLiveRead, type LiveQuery, type LiveRead } from './live-read.ts';

/** What every reader of one shared query sees; replaced (never changed) on each update. */
export interface SharedSnapshot<Value> {
  value: Value | undefined;
  loaded: boolean;
  failed: boolean;
}

interface Entry<Value> {
  live: LiveRead<Value>;
  snapshot: SharedSnapshot<Value>;
  listeners: Set<() => void>;
  stopTimer: ReturnType<typeof setTimeout> | undefined;
}

const notRead: SharedSnapshot<never> = { value: undefined, loaded: false, failed: false };

// Per store, so a test's or another account's storage never sees this one's values.
const entriesByStorage = new WeakMap<StoragePort, Map<string, Entry<unknown>>>();

function entriesOf(storage: StoragePort): Map<string, Entry<unknown>> {
  let entries = entriesByStorage.get(storage);
  if (!entries) {
    entries = new Map();
    entriesByStorage.set(storage, entries);
  }
  return entries;
}

type Published = Pick<Entry<unknown>, 'listeners'>;

function notify(entry: Published): void {
  for (const listener of [...entry.listeners]) listener();
}

function publish<Value>(entry: Omit<Entry<Value>, 'live'>, snapshot: SharedSnapshot<Value>): void {
  entry.snapshot = snapshot;
  notify(entry);
}

/**
 * Entries whose reads answered since the last flush. Every read answers in an IndexedDB task of its
 * own, and every reader re-renders at once on its news (useSyncExternalStore renders synchronously):
 * in the second after the composer showed, the settings answering one by one were about 50 React
 * commits, several re-rendering the whole shell. Told in one task, the readers of all the answers in
 * hand render together: 13 to 15 commits, a fifth less render time (a profiling build, 3 loads).
 */
const answered = new Set<Published>();
let flushChannel: MessageChannel | undefined;

function flushAnswered(): void {
  const entries = [...answered];
  answered.clear();
  for (const entry of entries) notify(entry);
}

/** Like `publish`, but the readers hear of it in the next task, with every other answer by then. */
function publishAnswer<Value>(entry: Omit<Entry<Value>, 'live'>, snapshot: SharedSnapshot<Value>): void {
  entry.snapshot = snapshot;
  if (answered.size === 0) {
    // A message, not a timer: nested timers wait at least 4 ms.
    flushChannel ??= createFlushChannel();
    flushChannel.port2.postMessage(null);
  }
  answered.add(entry);
}

function createFlushChannel(): MessageChannel {
  const channel = new MessageChannel();
  channel.port1.onmessage = flushAnswered;
  return channel;
}

function startEntry<Value>(
  storage: StoragePort,
  query: LiveQuery<Value>,
  initial?: { value: Value },
): Entry<Value> {
  const entry: Omit<Entry<Value>, 'live'> = {
    snapshot: initial ? { value: initial.value, loaded: true, failed: false } : notRead,
    listeners: new Set(),
    stopTimer: undefined,
  };
  const live = startLiveRead(
    storage,
    query,
    {
      value: (value) => {
        publishAnswer(entry, { value, loaded: true, failed: false });
      },
      error: () => {
        publishAnswer(entry, { ...entry.snapshot, failed: true });
      },
    },
    initial,
  );
  return Object.assign(entry, { live });
}

/** The latest snapshot of a shared query, or "not read" when nobody reads it. */
export function sharedSnapshot<Value>(storage: StoragePort, name: string): SharedSnapshot<Value> {
  // Entries under one name are made by the same query, so they hold the same type of value.
  const entry = entriesOf(storage).get(name) as Entry<Value> | undefined;
  return entry ? entry.snapshot : notRead;
}

/**
 * Subscribes to the query shared under `name`: the first reader starts it, later ones get its value
 * at once, without a read of their own (every answer on screen asking for the same settings was
 * hundreds of IndexedDB transactions on opening a chat). The last reader's leaving stops it a task
 * later, so a screen that unmounts one reader and mounts the next in one commit (one chat's messages
 * for another's) keeps the value and its subscription.
 */
export function subscribeShared<Value>(
  storage: StoragePort,
  name: string,
  query: LiveQuery<Value>,
  listener: () => void,
): () => void {
  const entries = entriesOf(storage);
  let entry = entries.get(name) as Entry<Value> | undefined;
  if (!entry) {
    entry = startEntry(storage, query);
    entries.set(name, entry as Entry<unknown>);
  }
  const subscribed = entry;
  clearTimeout(subscribed.stopTimer);
  subscribed.stopTimer = undefined;
  subscribed.listeners.add(listener);
  return () => {
    subscribed.listeners.delete(listener);
    if (subscribed.listeners.size > 0) return;
    subscribed.stopTimer = setTimeout(() => {
      if (subscribed.listeners.size > 0) return;
      subscribed.live.stop();
      if (entries.get(name) === subscribed) entries.delete(name);
    }, 0);
  };
}

/**
 * Starts the query shared under `name` from a value this tab has just stored, without reading it
 * back, or shows that value to its readers when it runs already; it reads after the next watched
 * change. Returns the unsubscribe of the subscription that keeps it until a reader comes.
 */
export function seedShared<Value>(
  storage: StoragePort,
  name: string,
  query: LiveQuery<Value>,
  value: Value,
): () => void {
  const entries = entriesOf(storage);
  if (entries.has(name)) showShared(storage, name, value);
  else entries.set(name, startEntry(storage, query, { value }) as Entry<unknown>);
  return subscribeShared(storage, name, query, keepsEntry);
}

function keepsEntry(): void {
  // The seeding holds the entry for the reader to come; it needs no news itself.
}

/** Shows `value` to every reader of the shared query at once, as if read (see `LiveRead.replace`). */
export function showShared(storage: StoragePort, name: string, value: unknown): void {
  const entry = entriesOf(storage).get(name);
  if (!entry) return;
  entry.live.replace(value);
  publish(entry, { value, loaded: true, failed: false });
}

/** The latest value of the shared query, or undefined before one was read. */
export function latestShared<Value>(
  storage: StoragePort,
  name: string,
): ReturnType<LiveRead<Value>['latest']> {
  const entry = entriesOf(storage).get(name) as Entry<Value> | undefined;
  return entry?.live.latest();
}
