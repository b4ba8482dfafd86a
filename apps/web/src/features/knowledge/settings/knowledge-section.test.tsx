import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryStorage } from '@confab/storage-browser';
import { defaultHostConfig, type StoragePort } from '@confab/core';
import { HostConfigProvider } from '../../../host/host-config.tsx';
import { IntlRoot } from '../../../i18n/intl-root.tsx';
import { StorageProvider } from '../../../storage/app-storage.tsx';
import { knowledgeSectionShown } from '../knowledge-section-shown.ts';
import { KnowledgeSection } from './knowledge-section.tsx';

afterEach(() => {
  cleanup();
});

function renderSection(storage: StoragePort) {
  render(
    <HostConfigProvider config={defaultHostConfig}>
      <StorageProvider storage={storage}>
        <IntlRoot locale="en">
          <KnowledgeSection />
        </IntlRoot>
      </StorageProvider>
    </HostConfigProvider>,
  );
}

const embeddingSetting = async (storage: StoragePort) =>
  (await storage.settings.get('knowledge.embeddingModel'))?.value;

describe('Settings → Knowledge base', () => {
  it('offers keyword search only by default and stores a chosen model', async () => {
    const storage = createMemoryStorage();
    renderSection(storage);
    const select = await screen.findByRole('combobox', { name: 'Embedding model' });
    await waitFor(() => {
      expect(select).toHaveProperty('disabled', false);
    });
    expect(screen.getByRole('option', { name: 'None — keyword search only, works offline' })).toHaveProperty(
      'selected',
      true,
    );
    fireEvent.change(select, { target: { value: 'gemini:text-embedding-004' } });
    await waitFor(async () => {
      expect(await embeddingSetting(storage)).toEqual({
        kind: 'provider',
        style: 'gemini',
        model: 'text-embedding-004',
      });
    });
  });

  it('takes a typed model name for an OpenAI-compatible server only when confirmed', async () => {
    const storage = createMemoryStorage();
    renderSection(storage);
    const select = await screen.findByRole('combobox', { name: 'Embedding model' });
    await waitFor(() => {
      expect(select).toHaveProperty('disabled', false);
    });
    fireEvent.change(select, { target: { value: 'openai-other' } });
    const name = await screen.findByRole('textbox', { name: 'Embedding model name' });
    fireEvent.change(name, { target: { value: 'nomic-embed-text' } });
    expect(await embeddingSetting(storage)).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: 'Use this model' }));
    await waitFor(async () => {
      expect(await embeddingSetting(storage)).toEqual({
        kind: 'provider',
        style: 'openai',
        model: 'nomic-embed-text',
      });
    });
  });

  it('shows the index figures and forgets every reading state on "Re-index everything"', async () => {
    const storage = createMemoryStorage();
    const times = { createdAt: 1, updatedAt: 1, syncedAt: null };
    await storage.knowledgeCollections.put({ id: 'kb-a', name: 'A', ...times });
    await storage.files.put({
      id: 'fi-1',
      name: 'Guide.txt',
      mimeType: 'text/plain',
      size: 1,
      blobID: 'b1',
      collectionIDs: ['kb-a'],
      ...times,
    });
    await storage.knowledgeChunks.replaceForFile('fi-1', [
      { id: 'fi-1:0', fileID: 'fi-1', order: 0, text: 'x' },
    ]);
    await storage.indexedDocuments.put({
      id: 'fi-1',
      fingerprint: 'b1/old/',
      status: 'indexed',
      chunkCount: 1,
      indexedAt: 1,
    });
    renderSection(storage);
    await screen.findByText('1 document indexed');
    screen.getByText('1 passage');
    screen.getByText('1 document waiting to be read');
    fireEvent.click(screen.getByRole('button', { name: 'Re-index everything' }));
    await screen.findByText('Every document will be read again.');
    expect(await storage.indexedDocuments.list()).toEqual([]);
  });

  it('is hidden on a managed host unless user API keys are allowed', () => {
    expect(knowledgeSectionShown({ managed: false, allowUserAPIKey: false })).toBe(true);
    expect(knowledgeSectionShown({ managed: true, allowUserAPIKey: false })).toBe(false);
    expect(knowledgeSectionShown({ managed: true, allowUserAPIKey: true })).toBe(true);
  });
});
