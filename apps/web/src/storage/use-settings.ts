import { useCallback, useMemo, useRef } from 'react';
import type * as z from 'zod/mini';
import { useStorage } from './app-storage.tsx';
import type { SettingKey } from './setting-keys.ts';
import { useLiveQuery } from './use-live-query.ts';

export interface SettingsState<Value> {
  /** Every key asked for, with its stored value or the fallback. */
  values: ReadonlyMap<SettingKey, Value>;
  /** False until the stored values have been read. */
  loaded: boolean;
  save: (key: SettingKey, value: Value) => Promise<void>;
}

function sameValues<Value>(a: ReadonlyMap<SettingKey, Value>, b: ReadonlyMap<SettingKey, Value>): boolean {
  return a.size === b.size && [...a].every(([key, value]) => b.has(key) && Object.is(b.get(key), value));
}

/**
 * `useSetting` for a list of settings that share one schema, such as one per provider style: hooks
 * may not be called in a loop, so a registry's settings are read here together, live (through
 * `useLiveQuery`), and saved optimistically one by one.
 */
export function useSettings<Schema extends z.ZodMiniType>(
  keys: readonly SettingKey[],
  schema: Schema,
  fallback: z.infer<Schema>,
): SettingsState<z.infer<Schema>> {
  const storage = useStorage();
  // The fallback is a default for reads, not a reason to read again, so it stays out of the deps.
  const fallbackRef = useRef(fallback);
  const lastReadRef = useRef<ReadonlyMap<SettingKey, z.infer<Schema>> | undefined>(undefined);
  // Callers pass a list built from a registry, often a new array each render: its text is what counts.
  const keyList = keys.join('\n');

  const settings = useLiveQuery<ReadonlyMap<SettingKey, z.infer<Schema>>>(() => {
    // The list was joined from setting keys just above.
    const wanted = keyList.split('\n') as SettingKey[];
    const watched = new Set<string>(wanted);
    return {
      read: async (source) => {
        const stored = await Promise.all(wanted.map((key) => source.settings.get(key)));
        const values = new Map(
          wanted.map((key, index) => {
            const parsed = schema.safeParse(stored[index]?.value);
            return [key, parsed.success ? parsed.data : fallbackRef.current] as const;
          }),
        );
        // Unchanged values keep their map, so memos built on it do not recompute.
        const last = lastReadRef.current;
        if (last && sameValues(last, values)) return last;
        lastReadRef.current = values;
        return values;
      },
      watches: (change) => change.table === 'settings' && change.ids.some((id) => watched.has(id)),
    };
  }, [keyList, schema]);

  // Shown until the first read answers; callers pass a primitive fallback, so this stays one map.
  const fallbackValues = useMemo(
    () => new Map(keyList.split('\n').map((key) => [key as SettingKey, fallback] as const)),
    [keyList, fallback],
  );
  const { value: readValues, show, amend } = settings;

  const save = useCallback(
    async (key: SettingKey, value: z.infer<Schema>) => {
      const withSaved = (current: ReadonlyMap<SettingKey, z.infer<Schema>>) => {
        const next = new Map(current).set(key, value);
        lastReadRef.current = next;
        return next;
      };
      // Before the first read there is nothing to amend: the save shows over the fallbacks.
      if (readValues === undefined) show(withSaved(fallbackValues));
      else amend(withSaved);
      await storage.settings.set({ key, value, updatedAt: Date.now(), syncedAt: null });
    },
    [storage, readValues, fallbackValues, show, amend],
  );

  return { values: readValues ?? fallbackValues, loaded: settings.loaded, save };
}
