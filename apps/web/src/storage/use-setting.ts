import { useCallback, useMemo } from 'react';
import type * as z from 'zod/mini';
import type { StoragePort } from '@confab/core';
import { useStorage } from './app-storage.tsx';
import type { LiveQuery } from './live-read.ts';
import type { SettingKey } from './setting-keys.ts';
import { subscribeShared } from './shared-live-read.ts';
import { useSharedLiveQuery } from './use-shared-live-query.ts';

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

// Boxed, so showing a saved value always replaces the shown one, even when it is equal. Raw, as
// every reader of the key shares this read and validates it with its own schema.
type StoredSetting = { value: unknown };

function settingQueryName(key: SettingKey): string {
  return `setting\n${key}`;
}

function settingQuery(key: SettingKey): LiveQuery<StoredSetting> {
  return {
    read: async (source) => ({ value: (await source.settings.get(key))?.value }),
    watches: (change) => change.table === 'settings' && change.ids.includes(key),
  };
}

/**
 * Starts the shared read of a setting before any screen asks for it (at start-up, while the first
 * screen's code loads); returns the unsubscribe, for the caller to call once the screen has mounted.
 */
export function prepareSetting(storage: StoragePort, key: SettingKey): () => void {
  return subscribeShared(storage, settingQueryName(key), settingQuery(key), () => undefined);
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
  const setting = useSharedLiveQuery<StoredSetting>(settingQueryName(key), () => settingQuery(key));
  const { show } = setting;

  const save = useCallback(
    async (value: z.infer<Schema>) => {
      if (optimistic) show({ value });
      await storage.settings.set({ key, value, updatedAt: Date.now(), syncedAt: null });
      if (!optimistic) show({ value });
    },
    [storage, key, optimistic, show],
  );

  const stored = setting.value;
  const parsed = useMemo(() => {
    if (stored === undefined) return undefined;
    const result = schema.safeParse(stored.value);
    return { value: result.success ? result.data : fallback };
    // Parsed once per read: a caller passing a new fallback each render must not get a new value
    // each render (a valid stored object parses to a new object).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stored, schema]);

  return { value: parsed ? parsed.value : fallback, loaded: setting.loaded, save };
}
