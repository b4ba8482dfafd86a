import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { StoragePort } from '@confab/core';
import type { StoredFile } from '@confab/core/entities';
import { createMemoryStorage } from '@confab/storage-browser';
import { IntlRoot } from '../../i18n/intl-root.tsx';
import { StorageProvider } from '../../storage/app-storage.tsx';
import { settingKeys } from '../../storage/setting-keys.ts';
import { KnowledgeDemoPrompt } from './knowledge-demo-prompt.tsx';
import { shouldOfferKnowledgeDemo } from './knowledge-demo-rule.ts';

afterEach(() => {
  cleanup();
  window.location.hash = '';
});

const times = { createdAt: 1, updatedAt: 1, syncedAt: null };
const stored: StoredFile = {
  id: 'fi-1',
  name: 'lease.pdf',
  mimeType: 'application/pdf',
  size: 10,
  blobID: 'b-1',
  collectionIDs: [],
  ...times,
};

function renderPrompt(storage: StoragePort) {
  return render(
    <StorageProvider storage={storage}>
      <IntlRoot locale="en">
        <KnowledgePromptHost />
      </IntlRoot>
    </StorageProvider>,
  );
}

// Files in these tests were stored at time 1, before the tab opened.
const openedAt = 1_000;

function KnowledgePromptHost() {
  return <KnowledgeDemoPrompt openedAt={openedAt} />;
}

describe('shouldOfferKnowledgeDemo', () => {
  it('offers the demo once, to someone with files and no collection of their own', () => {
    expect(shouldOfferKnowledgeDemo({ fileCount: 1, ownCollectionCount: 0, seen: false })).toBe(true);
    expect(shouldOfferKnowledgeDemo({ fileCount: 0, ownCollectionCount: 0, seen: false })).toBe(false);
    expect(shouldOfferKnowledgeDemo({ fileCount: 3, ownCollectionCount: 1, seen: false })).toBe(false);
    expect(shouldOfferKnowledgeDemo({ fileCount: 3, ownCollectionCount: 0, seen: true })).toBe(false);
  });
});

describe('KnowledgeDemoPrompt', () => {
  it('opens for a file stored before the tab opened, leads to the knowledge base and is not shown again', async () => {
    const storage = createMemoryStorage();
    renderPrompt(storage);
    await act(() => storage.files.put(stored));
    expect(await screen.findByRole('dialog', { name: 'Ask your documents' })).toBeTruthy();
    expect(screen.getByRole('img', { name: /numbered citation/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Open the knowledge base' }));
    expect(window.location.hash).toBe('#files');
    await waitFor(async () => {
      expect((await storage.settings.get(settingKeys.knowledgeDemoSeen))?.value).toBe(true);
    });
    expect(screen.queryByRole('dialog')).toBeNull();

    cleanup();
    renderPrompt(storage);
    await act(() => storage.files.put({ ...stored, id: 'fi-2' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves alone a person uploading files right now', async () => {
    const storage = createMemoryStorage();
    renderPrompt(storage);
    await act(() => storage.files.put({ ...stored, createdAt: openedAt, updatedAt: openedAt }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays away from someone who already has a collection', async () => {
    const storage = createMemoryStorage();
    await storage.knowledgeCollections.put({ id: 'kb-1', name: 'Mine', ...times });
    await storage.files.put(stored);
    renderPrompt(storage);
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
