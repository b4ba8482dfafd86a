import { localModelsToInfo, type DiscoveredLocalServer, type ModelInfo } from '@confab/core';

export type DiscoverLocalServers = () => Promise<readonly DiscoveredLocalServer[]>;

/**
 * Local servers (Ollama, LM Studio) are probed once per page load, in the background: probing costs
 * a few refused connections, and a server started later is found on the next load.
 */
export interface LocalModelSession {
  subscribe: (listener: () => void) => () => void;
  /** The models found so far; the same array until discovery finishes, as useSyncExternalStore needs. */
  current: () => readonly ModelInfo[];
}

const nothingFound: readonly ModelInfo[] = [];

export function createLocalModelSession(discover: DiscoverLocalServers): LocalModelSession {
  let models = nothingFound;
  let started = false;
  const listeners = new Set<() => void>();

  const start = async () => {
    try {
      models = localModelsToInfo(await discover());
    } catch {
      // No local server, or the browser refused the probe: there are simply no local models.
      models = nothingFound;
    }
    for (const listener of listeners) listener();
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!started) {
        started = true;
        void start();
      }
      return () => {
        listeners.delete(listener);
      };
    },
    current: () => models,
  };
}
