import { useCallback, useMemo, useState } from 'react';
import type * as z from 'zod/mini';
import { useStorage } from './app-storage.tsx';
import type { SettingKey } from './setting-keys.ts';
import { useSharedLiveQuery } from './use-shared-live-query.ts';

export interface SettingsState<Value> {
  /** Every key asked for, with its stored value or the fallback. */
  values: ReadonlyMap<SettingKey, Value>;
  /** False until the stored values have been read. */
  loaded: boolean;
  save: (key: SettingKey, value: Value) => Promise<void>;
}

function sameValues(a: ReadonlyMap<SettingKey, unknown>, b: ReadonlyMap<SettingKey, unknown>): boolean {
  return a.size === b.size && [...a].every(([key, value]) => b.has(key) && Object.is(b.get(key), value));
}

/**
 * `useSetting` for a list of settings that share one schema, such as one per provider style: hooks
 * may not be called in a loop, so a registry's settings are read here together, live, and saved
 * optimistically one by one. Every reader of the same list shares one read (`useSharedLiveQuery`);
 * each validates the stored values with its own schema.
 */
export function useSettings<Schema extends z.ZodMiniType>(
  keys: readonly SettingKey[],
  schema: Schema,
  fallback: z.infer<Schema>,
): SettingsState<z.infer<Schema>> {
  const storage = useStorage();
  // Callers pass a list built from a registry, often a new array each render: its text is what counts.
  const keyList = keys.join('\n');

  const stored = useSharedLiveQuery<ReadonlyMap<SettingKey, unknown>>(`settings\n${keyList}`, () => {
    // The list was joined from setting keys just above.
    const wanted = keyList.split('\n') as SettingKey[];
    const watched = new Set<string>(wanted);
    // Kept by the shared read for its life: unchanged values keep their map, so the maps parsed from
    // it, and memos built on those, do not change either.
    let last: ReadonlyMap<SettingKey, unknown> | undefined;
    return {
      read: async (source) => {
        const values = await Promise.all(wanted.map((key) => source.settings.get(key)));
        const read = new Map(wanted.map((key, index) => [key, values[index]?.value] as const));
        if (last && sameValues(last, read)) return last;
        last = read;
        return read;
      },
      watches: (change) => change.table === 'settings' && change.ids.some((id) => watched.has(id)),
    };
  });
  const { value: storedValues, show, amend } = stored;

  const parsedValues = useMemo(
    () =>
      storedValues &&
      new Map(
        [...storedValues].map(([key, value]) => {
          const parsed = schema.safeParse(value);
          return [key, parsed.success ? parsed.data : fallback] as const;
        }),
      ),
    [storedValues, schema, fallback],
  );
  // Values that parse the same as before (a bad value written where none was) keep the map shown,
  // so memos built on it do not recompute: the map of an earlier render is kept in state.
  const [kept, setKept] = useState(parsedValues);
  let readValues = parsedValues;
  if (parsedValues !== kept) {
    if (kept && parsedValues && sameValues(kept, parsedValues)) readValues = kept;
    else setKept(parsedValues);
  }

  // Shown until the first read answers; callers pass a primitive fallback, so this stays one map.
  const fallbackValues = useMemo(
    () => new Map(keyList.split('\n').map((key) => [key as SettingKey, fallback] as const)),
    [keyList, fallback],
  );
  const fallbackStored = useMemo(
    () => new Map(keyList.split('\n').map((key) => [key as SettingKey, undefined] as const)),
    [keyList],
  );

  const save = useCallback(
    async (key: SettingKey, value: z.infer<Schema>) => {
      const withSaved = (current: ReadonlyMap<SettingKey, unknown>) => new Map(current).set(key, value);
      // Before the first read there is nothing to amend: the save shows over the fallbacks.
      if (storedValues === undefined) show(withSaved(fallbackStored));
      else amend(withSaved);
      await storage.settings.set({ key, value, updatedAt: Date.now(), syncedAt: null });
    },
    [storage, storedValues, fallbackStored, show, amend],
  );

  return { values: readValues ?? fallbackValues, loaded: stored.loaded, save };
}
