import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { defaultHostConfig, type HostConfig } from '@confab/core';
import { createMemoryStorage } from '@confab/storage-browser';
import { HostConfigProvider } from '../../host/host-config.tsx';
import { StorageProvider } from '../../storage/app-storage.tsx';
import { cloudTokenStore } from '../account/index.ts';
import { OrganisationKnowledgeSync } from './use-organisation-knowledge.ts';

afterEach(() => {
  cleanup();
  cloudTokenStore.clear();
  vi.unstubAllGlobals();
});

const published = {
  collections: [
    { id: 'kb-hr', name: 'Handbook', organisation: true, createdAt: 1, updatedAt: 2, syncedAt: 2 },
  ],
  files: [],
};

function mount(hostConfig: HostConfig) {
  const storage = createMemoryStorage();
  const calls: string[] = [];
  vi.stubGlobal('fetch', (input: string) => {
    calls.push(input);
    return Promise.resolve(Response.json(published));
  });
  render(
    <HostConfigProvider config={hostConfig}>
      <StorageProvider storage={storage}>
        <OrganisationKnowledgeSync />
      </StorageProvider>
    </HostConfigProvider>,
  );
  return { storage, calls };
}

describe('OrganisationKnowledgeSync', () => {
  it('keeps the organisation’s collections on the device of a signed-in member of a managed host', async () => {
    cloudTokenStore.save('member-token');
    const { storage, calls } = mount({ ...defaultHostConfig, managed: true });
    await waitFor(async () => {
      expect(await storage.knowledgeCollections.get('kb-hr')).toMatchObject({ organisation: true });
    });
    expect(calls).toEqual(['/api/cloud/knowledge/organisation']);
  });

  it('asks nothing on a host that is not managed, or signed out', async () => {
    cloudTokenStore.save('token');
    const unmanaged = mount(defaultHostConfig);
    cleanup();
    cloudTokenStore.clear();
    const signedOut = mount({ ...defaultHostConfig, managed: true });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(unmanaged.calls).toEqual([]);
    expect(signedOut.calls).toEqual([]);
  });
});
