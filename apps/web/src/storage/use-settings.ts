import { useCallback, useEffect, useRef, useState } from 'react';
import type * as z from 'zod/mini';
import { useStorage } from './app-storage.tsx';
import type { SettingKey } from './setting-keys.ts';

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
 * may not be called in a loop, so a registry's settings are read here together, live, and saved
 * optimistically one by one.
 */
export function useSettings<Schema extends z.ZodMiniType>(
  keys: readonly SettingKey[],
  schema: Schema,
  fallback: z.infer<Schema>,
): SettingsState<z.infer<Schema>> {
  const storage = useStorage();
  const [state, setState] = useState<{ values: ReadonlyMap<SettingKey, z.infer<Schema>>; loaded: boolean }>(
    () => ({ values: new Map(keys.map((key) => [key, fallback])), loaded: false }),
  );
  const fallbackRef = useRef(fallback);
  // Counts saves begun, so a read that started before a save cannot land after it with old values.
  const savesRef = useRef(0);
  // Callers pass a list built from a registry, often a new array each render: its text is what counts.
  const keyList = keys.join('\n');

  useEffect(() => {
    let cancelled = false;
    // The list was joined from setting keys just above.
    const wanted = keyList.split('\n') as SettingKey[];
    const watched = new Set<string>(wanted);
    const read = async () => {
      const savesBefore = savesRef.current;
      const stored = await Promise.all(wanted.map((key) => storage.settings.get(key)));
      if (cancelled || savesRef.current !== savesBefore) return;
      const values = new Map(
        wanted.map((key, index) => {
          const parsed = schema.safeParse(stored[index]?.value);
          return [key, parsed.success ? parsed.data : fallbackRef.current] as const;
        }),
      );
      // Unchanged values keep their map, so memos built on it do not recompute.
      setState((current) =>
        current.loaded && sameValues(current.values, values) ? current : { values, loaded: true },
      );
    };
    void read();
    const unsubscribe = storage.subscribe((change) => {
      if (change.table === 'settings' && change.ids.some((id) => watched.has(id))) void read();
    });
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [storage, keyList, schema]);

  const save = useCallback(
    async (key: SettingKey, value: z.infer<Schema>) => {
      savesRef.current += 1;
      setState((current) => ({ values: new Map(current.values).set(key, value), loaded: true }));
      await storage.settings.set({ key, value, updatedAt: Date.now(), syncedAt: null });
    },
    [storage],
  );

  return { ...state, save };
}
