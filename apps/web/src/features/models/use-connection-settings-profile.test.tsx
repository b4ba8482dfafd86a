import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { defaultHostConfig, type HostConfig, type Profile, type StoragePort } from '@confab/core';
import { createMemoryStorage } from '@confab/storage-browser';
import { ModelsTestRoot, saveSetting } from './test-harness.tsx';
import { useConnectionSettings } from './use-connection-settings.ts';

function profile(id: string, isCurrent: boolean, openAIAPIKey: string): Profile {
  return {
    id,
    name: id,
    isCurrent,
    assignedAPIKey: { openAIAPIKey },
    createdAt: 1,
    updatedAt: 1,
    syncedAt: null,
  };
}

async function connectionKeys(storage: StoragePort, hostConfig: HostConfig = defaultHostConfig) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ModelsTestRoot storage={storage} hostConfig={hostConfig}>
      {children}
    </ModelsTestRoot>
  );
  const { result } = renderHook(() => useConnectionSettings(), { wrapper });
  await waitFor(() => {
    expect(result.current.loaded).toBe(true);
  });
  return result.current.settings.apiKeys;
}

describe('useConnectionSettings with profiles', () => {
  afterEach(cleanup);

  it("uses the current profile's key for its provider and the global keys for the others", async () => {
    const storage = createMemoryStorage();
    await saveSetting(storage, 'apiKeys.openai', 'sk-global');
    await saveSetting(storage, 'apiKeys.anthropic', 'sk-ant-global');
    await storage.profiles.putMany([profile('work', true, 'sk-work'), profile('home', false, 'sk-home')]);
    const keys = await connectionKeys(storage);
    expect(keys.openai).toBe('sk-work');
    expect(keys.anthropic).toBe('sk-ant-global');
  });

  it('ignores profile keys without a current profile, with profiles off, or where user keys are refused', async () => {
    const storage = createMemoryStorage();
    await saveSetting(storage, 'apiKeys.openai', 'sk-global');
    await storage.profiles.put(profile('home', false, 'sk-home'));
    expect((await connectionKeys(storage)).openai).toBe('sk-global');
    cleanup();

    await storage.profiles.put(profile('home', true, 'sk-home'));
    const profilesOff = { ...defaultHostConfig, chatFeatures: { yourProfile: false } };
    expect((await connectionKeys(storage, profilesOff)).openai).toBe('sk-global');
    cleanup();

    const noUserKeys = { ...defaultHostConfig, managed: true, allowUserAPIKey: false, licenseToken: 'lic-1' };
    expect((await connectionKeys(storage, noUserKeys)).openai).toBe('lic-1');
  });
});
