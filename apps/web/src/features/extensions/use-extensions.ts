import { useCallback, useState, useSyncExternalStore } from 'react';
import { readExtensions, writeExtensions, type StoredExtension } from './extension-store.ts';
import { extensionLoadStates, subscribeExtensionLoads } from './load-extensions.ts';

/** The device's extension list, saved on each change; `changed` asks for the reload prompt. */
export function useExtensions() {
  const [scripts, setScripts] = useState<StoredExtension[]>(() => readExtensions());
  const [changed, setChanged] = useState(false);
  const loadStates = useSyncExternalStore(subscribeExtensionLoads, extensionLoadStates);
  const save = useCallback((next: StoredExtension[]) => {
    writeExtensions(next);
    setScripts(next);
    setChanged(true);
  }, []);
  const add = useCallback(
    (url: string) => {
      save([...readExtensions(), { url, addedAt: Date.now() }]);
    },
    [save],
  );
  const remove = useCallback(
    (url: string) => {
      save(readExtensions().filter((script) => script.url !== url));
    },
    [save],
  );
  return { scripts, changed, loadStates, add, remove };
}
