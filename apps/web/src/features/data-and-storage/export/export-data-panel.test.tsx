import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createChatMeta, type StoragePort } from '@confab/core';
import { createMemoryStorage } from '@confab/storage-browser';
import { DataTestRoot } from '../data-test-root.tsx';
import { ExportDataPanel, type ExportDataPanelProps } from './export-data-panel.tsx';

async function storageWithChats(count = 1): Promise<StoragePort> {
  const storage = createMemoryStorage();
  for (let index = 1; index <= count; index += 1) {
    const chatID = `chat-${index}`;
    await storage.saveChatWithMessages({ ...createChatMeta({ id: chatID, now: index }), chatTitle: 'Trip' }, [
      {
        uuid: `${chatID}-m1`,
        chatID,
        role: 'user',
        content: 'Hello',
        order: 0,
        createdAt: 1,
        updatedAt: 1,
        syncedAt: null,
      },
    ]);
  }
  return storage;
}

function renderPanel(storage: StoragePort, props: ExportDataPanelProps) {
  render(
    <DataTestRoot storage={storage}>
      <ExportDataPanel {...props} />
    </DataTestRoot>,
  );
}

const exportButton = () => screen.getByRole('button', { name: 'Export' });

describe('ExportDataPanel', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('ticks every section at first and shows the export to copy where files cannot be saved', async () => {
    renderPanel(await storageWithChats(), { copyInstead: true });
    const boxes = screen.getAllByRole<HTMLInputElement>('checkbox');
    expect(boxes.map((box) => box.labels?.[0]?.textContent)).toEqual([
      'Chats',
      'Projects',
      'Prompts',
      'Agents',
      'Plugins',
      'Profiles',
      'Preferences',
      'Model settings',
      'Keyboard shortcuts',
      'Custom models',
      'Files and knowledge base',
    ]);
    expect(boxes.every((box) => box.checked)).toBe(true);
    fireEvent.click(exportButton());
    const text = await screen.findByRole<HTMLTextAreaElement>('textbox', {
      name: /^Export file \d{8}_\d{6}_Confab_export\.json$/,
    });
    const parsed = JSON.parse(text.value) as { data: { chats: { id: string; messages: unknown[] }[] } };
    expect(parsed.data.chats.map((chat) => [chat.id, chat.messages.length])).toEqual([['chat-1', 1]]);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeDefined();
  });

  it('Cancel stops the export and shows no file', async () => {
    renderPanel(await storageWithChats(3), { copyInstead: true });
    fireEvent.click(exportButton());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('status').textContent).toBe('Export cancelled.');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('says so when nothing is selected', async () => {
    renderPanel(await storageWithChats(), { copyInstead: true });
    for (const box of screen.getAllByRole('checkbox')) fireEvent.click(box);
    fireEvent.click(exportButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Choose at least one kind of data to export.',
    );
  });

  it('says so when the chosen sections hold nothing', async () => {
    renderPanel(createMemoryStorage(), { copyInstead: true });
    fireEvent.click(exportButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Nothing to export: the chosen kinds of data are empty.',
    );
  });

  it('downloads each part of a split export under its numbered name', async () => {
    const names: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderPanel(await storageWithChats(3), { copyInstead: false, maximumPartBytes: 300 });
    fireEvent.click(exportButton());
    const status = await screen.findByText(/^Export saved in \d files/);
    expect(status).toBeDefined();
    expect(screen.getByText(/too large to export in one file/)).toBeDefined();
    expect(names.length).toBeGreaterThan(1);
    expect(names.every((name, index) => name.endsWith(`_Confab_export_${index + 1}.json`))).toBe(true);
  });
});
