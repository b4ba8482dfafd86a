import { useCallback, useRef } from 'react';
import type * as z from 'zod/mini';
import { useStorage } from './app-storage.tsx';
import type { SettingKey } from './setting-keys.ts';
import { useLiveQuery } from './use-live-query.ts';

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
 * A live setting: read, validated with the owner's schema (a bad stored value falls back), and
 * re-read when this or another tab changes it. A read begun before a save never shows after it.
 */
export function useSetting<Schema extends z.ZodMiniType>(
  key: SettingKey,
  schema: Schema,
  fallback: z.infer<Schema>,
  { optimistic = true }: SettingOptions = {},
): SettingState<z.infer<Schema>> {
  const storage = useStorage();
  // The fallback is a default for reads, not a reason to read again, so it stays out of the deps.
  const fallbackRef = useRef(fallback);
  // Boxed, so showing a saved value always replaces the shown one, even when it is equal.
  const setting = useLiveQuery<{ value: z.infer<Schema> }>(
    () => ({
      read: async (source) => {
        const parsed = schema.safeParse((await source.settings.get(key))?.value);
        return { value: parsed.success ? parsed.data : fallbackRef.current };
      },
      watches: (change) => change.table === 'settings' && change.ids.includes(key),
    }),
    [key, schema],
  );
  const { show } = setting;

  const save = useCallback(
    async (value: z.infer<Schema>) => {
      if (optimistic) show({ value });
      await storage.settings.set({ key, value, updatedAt: Date.now(), syncedAt: null });
      if (!optimistic) show({ value });
    },
    [storage, key, optimistic, show],
  );

  return { value: setting.value ? setting.value.value : fallback, loaded: setting.loaded, save };
}
