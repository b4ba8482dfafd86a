import { useCallback, useMemo } from 'react';
import { settingKeys } from '../../storage/setting-keys.ts';
import { useSetting } from '../../storage/use-setting.ts';
import {
  resolveShortcutMap,
  storedShortcutsSchema,
  storedShortcutTable,
  type ShortcutMap,
} from './shortcut-map.ts';

const noStoredTable: Readonly<Record<string, unknown>> = {};

export interface ShortcutMapState {
  map: ShortcutMap;
  loaded: boolean;
  save: (map: ShortcutMap) => Promise<void>;
}

/** The person's shortcut map: a synced setting (category Keyboard shortcuts), defaults where unset. */
export function useShortcutMap(): ShortcutMapState {
  const setting = useSetting(settingKeys.keyboardShortcuts, storedShortcutsSchema, noStoredTable);
  const stored = setting.value;
  const map = useMemo(() => resolveShortcutMap(stored), [stored]);
  const { save: saveTable } = setting;
  const save = useCallback((next: ShortcutMap) => saveTable(storedShortcutTable(next)), [saveTable]);
  return { map, loaded: setting.loaded, save };
}
