import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  createChatMeta,
  defaultHostConfig,
  type Agent,
  type ChatMeta,
  type HostConfig,
  type Message,
  type Plugin,
} from '@confab/core';
import { createMemoryStorage } from '@confab/storage-browser';
import { HostConfigProvider } from '../../host/host-config.tsx';
import { StorageProvider } from '../../storage/app-storage.tsx';
import { settingKeys } from '../../storage/setting-keys.ts';
import { useToolsFor } from './use-tools-for.ts';

afterEach(cleanup);

const chat = (fields: Partial<ChatMeta>): ChatMeta => ({ ...createChatMeta({ id: 'c', now: 1 }), ...fields });
const names = (source: ReturnType<ReturnType<typeof useToolsFor>>) => source?.list().map((tool) => tool.name);
const prompt: Message = {
  uuid: 'm',
  chatID: 'c',
  role: 'user',
  content: 'hi',
  order: 0,
  createdAt: 1,
  updatedAt: 1,
  syncedAt: null,
};
const asked = { prompt };

/** A built-in's switch as the Plugins screen stores it: a system plugin under the built-in's id. */
function builtInPluginRecordFor(id: string): Plugin {
  return {
    id,
    uuid: id,
    title: id,
    enabled: true,
    system: true,
    implementationType: 'javascript',
    openaiSpec: { name: id },
    createdAt: 0,
    updatedAt: 0,
    syncedAt: null,
  };
}

async function renderToolsFor(
  defaultToolIDs: string[] | undefined,
  hostConfig: HostConfig = defaultHostConfig,
  agents: readonly Agent[] = [],
  plugins: Plugin[] = [],
) {
  const storage = createMemoryStorage();
  for (const agent of agents) await storage.agents.put(agent);
  await storage.plugins.putMany(plugins);
  if (defaultToolIDs) {
    await storage.settings.set({
      key: settingKeys.defaultToolIDs,
      value: defaultToolIDs,
      updatedAt: 1,
      syncedAt: null,
    });
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <HostConfigProvider config={hostConfig}>
      <StorageProvider storage={storage}>{children}</StorageProvider>
    </HostConfigProvider>
  );
  return renderHook(() => useToolsFor(), { wrapper });
}

describe('useToolsFor', () => {
  it('offers nothing until tools are picked', async () => {
    const { result } = await renderToolsFor(undefined);
    expect(result.current(chat({ model: 'gpt-4o-mini' }), asked)).toBeUndefined();
  });

  it("offers a chat's own choice, else the default for new chats", async () => {
    const { result } = await renderToolsFor(['calculator']);
    await waitFor(() => {
      expect(names(result.current(chat({ model: 'gpt-4o-mini' }), asked))).toEqual(['calculator']);
    });
    expect(
      names(result.current(chat({ model: 'gpt-4o-mini', toolIDs: ['current_date_time'] }), asked)),
    ).toEqual(['current_date_time']);
    expect(result.current(chat({ model: 'gpt-4o-mini', toolIDs: [] }), asked)).toBeUndefined();
  });

  it('offers nothing to a model that cannot call tools, or when the host turns plugins off', async () => {
    const { result } = await renderToolsFor(['calculator']);
    await waitFor(() => {
      expect(result.current(chat({ model: 'gpt-4o-mini' }), asked)).toBeDefined();
    });
    expect(result.current(chat({ model: 'ollama:llama3' }), asked)).toBeUndefined();
    const off = await renderToolsFor(['calculator'], {
      ...defaultHostConfig,
      chatFeatures: { ...defaultHostConfig.chatFeatures, usePlugins: false },
    });
    expect(
      off.result.current(chat({ model: 'gpt-4o-mini', toolIDs: ['calculator'] }), asked),
    ).toBeUndefined();
  });

  it("adds the tools a chat's agent assigns, or offers exactly those when the agent enforces them", async () => {
    const agent = (id: string, enforced: boolean): Agent => ({
      id,
      title: id,
      description: '',
      categories: [],
      type: 'user',
      pinned: false,
      prompt: 'p',
      lastUsedAt: null,
      createdAt: 1,
      updatedAt: 1,
      syncedAt: null,
      assignedPlugins: ['calculator'],
      enforceAssignedPlugins: enforced,
    });
    const { result } = await renderToolsFor(['current_date_time'], defaultHostConfig, [
      agent('a-added', false),
      agent('a-only', true),
    ]);
    const withAgent = (agentID: string) =>
      chat({ model: 'gpt-4o-mini', character: { id: agentID, title: agentID } });
    await waitFor(() => {
      expect(names(result.current(withAgent('a-only'), asked))).toEqual(['calculator']);
    });
    expect(names(result.current(withAgent('a-added'), asked))?.sort()).toEqual([
      'calculator',
      'current_date_time',
    ]);
    expect(names(result.current(withAgent('a-unknown'), asked))).toEqual(['current_date_time']);
  });

  it('leaves out a built-in switched off on the Plugins screen', async () => {
    const { result } = await renderToolsFor(
      ['calculator', 'current_date_time'],
      defaultHostConfig,
      [],
      [{ ...builtInPluginRecordFor('calculator'), enabled: false }],
    );
    await waitFor(() => {
      expect(names(result.current(chat({ model: 'gpt-4o-mini' }), asked))).toEqual(['current_date_time']);
    });
  });
});
