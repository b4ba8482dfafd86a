import { localModelsToInfo, type DiscoveredLocalServer, type ModelInfo } from '@confab/core';

export type DiscoverLocalServers = () => Promise<readonly DiscoveredLocalServer[]>;

/** Where the last probe's answer is kept between page loads (this device only: never synced). */
export interface LocalServerMemory {
  read: () => readonly DiscoveredLocalServer[];
  write: (servers: readonly DiscoveredLocalServer[]) => void;
}

/**
 * Local servers (Ollama, LM Studio) are probed on demand (the model picker, the Models screen),
 * at most once per page load, never at start: each port with nothing behind it is a refused
 * connection the browser logs as an error. The answer is remembered, so a chat on a local model
 * still finds it after a reload without probing again.
 */
export interface LocalModelSession {
  subscribe: (listener: () => void) => () => void;
  /** The models known so far; the same array until a probe answers, as useSyncExternalStore needs. */
  current: () => readonly ModelInfo[];
  /** Probes the local ports unless this page load already did. */
  discover: () => void;
}

const forgetful: LocalServerMemory = { read: () => [], write: () => undefined };

export function createLocalModelSession(
  discoverServers: DiscoverLocalServers,
  memory: LocalServerMemory = forgetful,
): LocalModelSession {
  let models: readonly ModelInfo[] = localModelsToInfo(memory.read());
  let probed = false;
  const listeners = new Set<() => void>();

  const probe = async () => {
    try {
      const servers = await discoverServers();
      memory.write(servers);
      models = localModelsToInfo(servers);
    } catch {
      // The browser refused the probe: keep what was known rather than forget a working server.
      return;
    }
    for (const listener of listeners) listener();
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    current: () => models,
    discover() {
      if (probed) return;
      probed = true;
      void probe();
    },
  };
}
