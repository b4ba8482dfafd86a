import { useCallback, useEffect, useRef, useState } from 'react';
import type * as z from 'zod/mini';
import { useStorage } from './app-storage.tsx';
import type { SettingKey } from './setting-keys.ts';

export interface SettingState<Value> {
  value: Value;
  /** False until the stored value has been read; screens may wait for it before offering edits. */
  loaded: boolean;
  save: (value: Value) => Promise<void>;
}

export interface SettingOptions {
  /**
   * True (default): a save shows at once, so inputs bound to the setting keep up with typing.
   * False: the new value shows only once it is stored, for values whose display promises that they
   * are saved (a key shown masked must survive an immediate reload).
   */
  optimistic?: boolean;
}

/**
 * A live setting: read once, validated with the owner's schema (a bad stored value falls back), and
 * re-read when this or another tab changes it.
 */
export function useSetting<Schema extends z.ZodMiniType>(
  key: SettingKey,
  schema: Schema,
  fallback: z.infer<Schema>,
  { optimistic = true }: SettingOptions = {},
): SettingState<z.infer<Schema>> {
  const storage = useStorage();
  const [state, setState] = useState<{ value: z.infer<Schema>; loaded: boolean }>({
    value: fallback,
    loaded: false,
  });
  // The fallback is a default for reads, not a reason to read again, so it stays out of the effect's deps.
  const fallbackRef = useRef(fallback);
  // Counts saves begun, so a read that started before a save cannot land after it with the old value.
  const savesRef = useRef(0);

  useEffect(() => {
    let cancelled = false;
    const read = async () => {
      const savesBefore = savesRef.current;
      const stored = await storage.settings.get(key);
      if (cancelled || savesRef.current !== savesBefore) return;
      const parsed = schema.safeParse(stored?.value);
      setState({ value: parsed.success ? parsed.data : fallbackRef.current, loaded: true });
    };
    void read();
    const unsubscribe = storage.subscribe((change) => {
      if (change.table === 'settings' && change.ids.includes(key)) void read();
    });
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [storage, key, schema]);

  const save = useCallback(
    async (value: z.infer<Schema>) => {
      savesRef.current += 1;
      if (optimistic) setState({ value, loaded: true });
      await storage.settings.set({ key, value, updatedAt: Date.now(), syncedAt: null });
      if (!optimistic) setState({ value, loaded: true });
    },
    [storage, key, optimistic],
  );

  return { ...state, save };
}
