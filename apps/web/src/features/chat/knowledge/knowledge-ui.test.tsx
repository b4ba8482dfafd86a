import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createChatMeta, defaultHostConfig, type ChatMeta, type StoragePort } from '@confab/core';
import type { Citation } from '@confab/core/entities';
import { createMemoryStorage } from '@confab/storage-browser';
import type { ReactNode } from 'react';
import { HostConfigProvider } from '../../../host/host-config.tsx';
import { IntlRoot } from '../../../i18n/intl-root.tsx';
import { StorageProvider } from '../../../storage/app-storage.tsx';
import { KnowledgeSwitch } from './knowledge-switch.tsx';
import { MessageSources } from './message-sources.tsx';

afterEach(cleanup);

const times = { createdAt: 1, updatedAt: 1, syncedAt: null };

function wrap(storage: StoragePort, children: ReactNode) {
  return render(
    <HostConfigProvider config={defaultHostConfig}>
      <StorageProvider storage={storage}>
        <IntlRoot locale="en">{children}</IntlRoot>
      </StorageProvider>
    </HostConfigProvider>,
  );
}

async function storeDocument(storage: StoragePort) {
  await storage.knowledgeCollections.put({ id: 'kb-lease', name: 'Lease', ...times });
  await storage.files.put({
    id: 'fi-lease',
    name: 'Lease.pdf',
    mimeType: 'application/pdf',
    size: 10,
    blobID: 'blob-lease',
    collectionIDs: ['kb-lease'],
    ...times,
  });
}

describe('KnowledgeSwitch', () => {
  it('shows once the knowledge base has a document and writes the chat’s switch', async () => {
    const storage = createMemoryStorage();
    const meta: ChatMeta = createChatMeta({ id: 'chat-1', now: 1 });
    await storage.chats.put(meta);
    const shown: ChatMeta[] = [];
    wrap(
      storage,
      <>
        <p>Composer</p>
        <KnowledgeSwitch
          meta={meta}
          held={false}
          onHeldChange={() => undefined}
          onMetaChange={(changed) => shown.push(changed)}
        />
      </>,
    );
    await screen.findByText('Composer');
    expect(screen.queryByRole('switch', { name: 'Use knowledge' })).toBeNull();
    await storeDocument(storage);
    fireEvent.click(await screen.findByRole('switch', { name: 'Use knowledge' }));
    await waitFor(async () => {
      expect((await storage.chats.get('chat-1'))?.useKnowledge).toBe(true);
    });
    expect(shown.at(-1)?.useKnowledge).toBe(true);
  });

  it('holds the switch for a chat not created yet', async () => {
    const storage = createMemoryStorage();
    await storeDocument(storage);
    const held: boolean[] = [];
    wrap(
      storage,
      <KnowledgeSwitch
        meta={undefined}
        held={false}
        onHeldChange={(value) => held.push(value)}
        onMetaChange={() => undefined}
      />,
    );
    fireEvent.click(await screen.findByRole('switch', { name: 'Use knowledge' }));
    expect(held).toEqual([true]);
  });

  it('shows an agent’s access on and fixed, saying who set it', async () => {
    const storage = createMemoryStorage();
    await storage.agents.put({
      id: 'a-lawyer',
      title: 'Lawyer',
      description: '',
      categories: [],
      type: 'user',
      pinned: false,
      prompt: 'Read leases.',
      knowledgeBaseAccess: true,
      knowledgeBaseTags: ['kb-lease'],
      lastUsedAt: null,
      ...times,
    });
    const meta: ChatMeta = {
      ...createChatMeta({ id: 'chat-2', now: 1 }),
      character: { id: 'a-lawyer', title: 'Lawyer' },
    };
    wrap(
      storage,
      <KnowledgeSwitch
        meta={meta}
        held={false}
        onHeldChange={() => undefined}
        onMetaChange={() => undefined}
      />,
    );
    const control = await screen.findByRole('switch', { name: 'Use knowledge' });
    await waitFor(() => {
      expect((control as HTMLInputElement).checked).toBe(true);
    });
    expect((control as HTMLInputElement).disabled).toBe(true);
    expect(await screen.findByText('Set by the agent')).toBeTruthy();
  });
});

describe('MessageSources', () => {
  const citations: Citation[] = [
    {
      number: 1,
      fileID: 'fi-lease',
      chunkID: 'fi-lease:3',
      documentName: 'Lease.pdf',
      page: 4,
      quote: 'One cat or one small dog <b>with</b> consent.',
    },
    {
      number: 2,
      fileID: 'fi-rules',
      chunkID: 'fi-rules:0',
      documentName: 'House rules.md',
      section: 'Pets › Birds',
      quote: 'Birds stay in cages.',
    },
  ];

  it('lists each source and opens its passage as text, with a way to the Files tab', async () => {
    const storage = createMemoryStorage();
    wrap(storage, <MessageSources citations={citations} />);
    const list = await screen.findByRole('list', { name: 'Sources' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '[1] Lease.pdf, page 4',
      '[2] House rules.md, Pets › Birds',
    ]);
    fireEvent.click(within(list).getByRole('button', { name: '[1] Lease.pdf, page 4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lease.pdf' });
    expect(within(dialog).getByText('One cat or one small dog <b>with</b> consent.')).toBeTruthy();
    expect(dialog.querySelector('b')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open in Files' }));
    expect(window.location.hash).toBe('#files');
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Lease.pdf' })).toBeNull();
    });
  });

  it('shows nothing for an answer without sources', async () => {
    const storage = createMemoryStorage();
    wrap(
      storage,
      <>
        <p>Answer</p>
        <MessageSources citations={undefined} />
      </>,
    );
    await screen.findByText('Answer');
    expect(screen.queryByRole('list', { name: 'Sources' })).toBeNull();
  });
});
