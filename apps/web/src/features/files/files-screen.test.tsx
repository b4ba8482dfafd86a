import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { StoragePort } from '@confab/core';
import { createMemoryStorage } from '@confab/storage-browser';
import { IntlRoot } from '../../i18n/intl-root.tsx';
import { StorageProvider } from '../../storage/app-storage.tsx';
import { FilesScreen } from './files-screen.tsx';
import { testFile } from './test-records.ts';

function renderScreen(storage: StoragePort = createMemoryStorage()) {
  render(
    <StorageProvider storage={storage}>
      <IntlRoot locale="en">
        <FilesScreen onOpenNewChat={() => undefined} knowledgePortal={<p>Portal goes here</p>} />
      </IntlRoot>
    </StorageProvider>,
  );
  return storage;
}

async function seed(storage: StoragePort) {
  await storage.files.putMany([
    testFile({
      name: 'contract.pdf',
      mimeType: 'application/pdf',
      createdAt: 1,
      collectionIDs: ['kb-legal'],
    }),
    testFile({ name: 'holiday.png', mimeType: 'image/png', createdAt: 2 }),
    testFile({ name: 'notes.md', createdAt: 3, collectionIDs: ['kb-legal', 'kb-org'] }),
  ]);
  await storage.knowledgeCollections.putMany([
    { id: 'kb-legal', name: 'Legal', description: 'Contracts', createdAt: 1, updatedAt: 1, syncedAt: null },
    { id: 'kb-org', name: 'Handbook', organisation: true, createdAt: 1, updatedAt: 1, syncedAt: null },
  ]);
  await storage.indexedDocuments.put({
    id: 'fi-contract.pdf',
    fingerprint: 'f',
    status: 'indexed',
    chunkCount: 12,
    indexedAt: 5,
  });
}

const rowOf = (name: string) => screen.getByRole('button', { name }).closest('li') as HTMLElement;

describe('FilesScreen', () => {
  afterEach(() => {
    cleanup();
  });

  it('explains itself when empty and uploads picked files, refusing one over 50 MB', async () => {
    const storage = renderScreen();
    await screen.findByText('No files yet');
    const big = new File(['x'], 'huge.bin');
    Object.defineProperty(big, 'size', { value: 50_000_001 });
    const input = screen.getByTestId('files-upload-input');
    fireEvent.change(input, {
      target: { files: [new File(['hello'], 'hello.txt', { type: 'text/plain' }), big] },
    });
    await screen.findByText('huge.bin is larger than 50 MB and was not uploaded.');
    await screen.findByRole('button', { name: 'hello.txt' });
    const stored = await storage.files.list();
    expect(stored.map((file) => file.name)).toEqual(['hello.txt']);
    expect(screen.getByRole('progressbar', { name: 'hello.txt' })).toBeTruthy();
  });

  it('lists files with their reading state, and searches and filters them', async () => {
    const storage = createMemoryStorage();
    await seed(storage);
    renderScreen(storage);
    await screen.findByRole('button', { name: 'contract.pdf' });
    expect(within(rowOf('contract.pdf')).getByText('Indexed · 12 passages')).toBeTruthy();
    expect(within(rowOf('notes.md')).getByText('Waiting to be read')).toBeTruthy();
    expect(within(rowOf('notes.md')).getByText('In 2 collections')).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search files' }), { target: { value: 'NOTES' } });
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'contract.pdf' })).toBeNull();
    });
    screen.getByRole('button', { name: 'notes.md' });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search files' }), { target: { value: '' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'images' } });
    await screen.findByText('1 file of 3');
    screen.getByRole('button', { name: 'holiday.png' });
  });

  it('adds a file to a new collection from the "Add to knowledge base" dialog', async () => {
    const storage = createMemoryStorage();
    await seed(storage);
    renderScreen(storage);
    await screen.findByRole('button', { name: 'holiday.png' });
    fireEvent.click(within(rowOf('holiday.png')).getByRole('button', { name: 'Add to knowledge base' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add “holiday.png” to the knowledge base' });
    // Organisation collections are read by members, not filled by them.
    expect(within(dialog).queryByRole('checkbox', { name: 'Handbook' })).toBeNull();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'New collection name' }), {
      target: { value: 'Trips' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    const created = await within(dialog).findByRole('checkbox', { name: 'Trips' });
    expect((created as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(rowOf('holiday.png')).findByText('Waiting to be read');
    const [trips] = (await storage.knowledgeCollections.list()).filter(
      (collection) => collection.name === 'Trips',
    );
    expect((await storage.files.get('fi-holiday.png'))?.collectionIDs).toEqual([trips?.id]);
  });

  it('shows collections with their documents; organisation ones read-only; the portal slot below', async () => {
    const storage = createMemoryStorage();
    await seed(storage);
    renderScreen(storage);
    fireEvent.click(await screen.findByRole('button', { name: 'Knowledge base' }));
    const legal = await screen.findByRole('region', { name: 'Legal' });
    within(legal).getByText('2 documents · 12 passages');
    within(legal).getByRole('button', { name: 'Edit Legal' });
    const handbook = screen.getByRole('region', { name: 'Handbook' });
    within(handbook).getByText('Shared by your organisation');
    expect(within(handbook).queryByRole('button', { name: 'Delete Handbook' })).toBeNull();
    expect(within(handbook).queryByRole('button', { name: 'Remove from collection' })).toBeNull();
    screen.getByText('Portal goes here');

    const documents = within(legal).getByRole('list', { name: 'Documents in Legal' });
    const contractRow = within(documents).getByText('contract.pdf').closest('li') as HTMLElement;
    fireEvent.click(within(contractRow).getByRole('button', { name: 'Remove from collection' }));
    await within(legal).findByText('1 document · 0 passages');
    expect((await storage.files.get('fi-contract.pdf'))?.collectionIDs).toEqual([]);

    fireEvent.click(within(legal).getByRole('button', { name: 'Delete Legal' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the collection “Legal”?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(screen.queryByRole('region', { name: 'Legal' })).toBeNull();
    });
    expect((await storage.files.get('fi-notes.md'))?.collectionIDs).toEqual(['kb-org']);
    expect(await storage.files.list()).toHaveLength(3);
  });

  it('tells a new person what a knowledge base is for', async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Knowledge base' }));
    await screen.findByText('Start a knowledge base');
    screen.getByRole('button', { name: 'New collection' });
  });
});
