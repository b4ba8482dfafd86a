import { describe, expect, it } from 'vitest';
import type { DiscoveredLocalServer } from '@confab/core';
import { createLocalModelSession } from './local-model-session.ts';
import { createLocalServerMemory, localServersStorageKey } from './local-server-memory.ts';

const ollama: DiscoveredLocalServer = {
  name: 'Ollama',
  connection: { style: 'openai', endpoint: 'http://127.0.0.1:11434/v1/chat/completions' },
  models: [{ id: 'llama3.2:latest' }],
};

function countingDiscovery(servers: readonly DiscoveredLocalServer[]) {
  const discovery = {
    probes: 0,
    discover: () => {
      discovery.probes += 1;
      return Promise.resolve(servers);
    },
  };
  return discovery;
}

function answered(session: ReturnType<typeof createLocalModelSession>): Promise<void> {
  return new Promise((resolve) => {
    const unsubscribe = session.subscribe(() => {
      unsubscribe();
      resolve();
    });
  });
}

describe('local model session', () => {
  it('does not probe when something subscribes, only when asked, and then once per page load', async () => {
    const discovery = countingDiscovery([ollama]);
    const session = createLocalModelSession(discovery.discover);
    const unsubscribe = session.subscribe(() => undefined);
    expect(discovery.probes).toBe(0);
    expect(session.current()).toEqual([]);

    const found = answered(session);
    session.discover();
    session.discover();
    await found;
    session.discover();
    expect(discovery.probes).toBe(1);
    expect(session.current().map((model) => model.id)).toEqual(['local:Ollama:llama3.2:latest']);
    unsubscribe();
  });

  it('remembers what a probe found for the next page load, which knows it without probing', async () => {
    const storage = new Map<string, string>();
    const memory = createLocalServerMemory(storageOf(storage));
    const first = createLocalModelSession(countingDiscovery([ollama]).discover, memory);
    const found = answered(first);
    first.discover();
    await found;

    const discovery = countingDiscovery([]);
    const next = createLocalModelSession(discovery.discover, createLocalServerMemory(storageOf(storage)));
    expect(next.current().map((model) => model.id)).toEqual(['local:Ollama:llama3.2:latest']);
    expect(discovery.probes).toBe(0);
  });

  it('keeps what it knew when the probe is refused, and reads a damaged memory as nothing', async () => {
    const storage = new Map([[localServersStorageKey, JSON.stringify([ollama])]]);
    const session = createLocalModelSession(
      () => Promise.reject(new TypeError('Failed to fetch')),
      createLocalServerMemory(storageOf(storage)),
    );
    session.discover();
    await Promise.resolve();
    expect(session.current()).toHaveLength(1);

    for (const damaged of ['{', '[{"name":"x","connection":{"style":"openai","endpoint":"javascript:1"}}]']) {
      const memory = createLocalServerMemory(storageOf(new Map([[localServersStorageKey, damaged]])));
      expect(memory.read()).toEqual([]);
    }
  });
});

/** The part of the Storage interface the memory uses, over a Map. */
function storageOf(entries: Map<string, string>): Storage {
  return {
    get length() {
      return entries.size;
    },
    clear: () => {
      entries.clear();
    },
    getItem: (key) => entries.get(key) ?? null,
    key: (index) => [...entries.keys()][index] ?? null,
    removeItem: (key) => {
      entries.delete(key);
    },
    setItem: (key, value) => {
      entries.set(key, value);
    },
  };
}
