import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  createChatMeta,
  defaultHostConfig,
  type ChatMeta,
  type HostConfig,
  type StoragePort,
} from '@confab/core';
import { createMemoryStorage } from '@confab/storage-browser';
import { HostConfigProvider } from '../../host/host-config.tsx';
import { IntlRoot } from '../../i18n/intl-root.tsx';
import { StorageProvider } from '../../storage/app-storage.tsx';
import { settingKeys } from '../../storage/setting-keys.ts';
import { ToolPicker } from './tool-picker.tsx';

afterEach(cleanup);

function renderPicker(
  storage: StoragePort,
  props: { meta?: ChatMeta; modelID?: string; onMetaChange?: (meta: ChatMeta) => void },
  hostConfig: HostConfig = defaultHostConfig,
) {
  return render(
    <HostConfigProvider config={hostConfig}>
      <StorageProvider storage={storage}>
        <IntlRoot locale="en">
          <ToolPicker
            meta={props.meta}
            modelID={props.modelID ?? 'gpt-4o-mini'}
            onMetaChange={props.onMetaChange ?? vi.fn()}
          />
        </IntlRoot>
      </StorageProvider>
    </HostConfigProvider>,
  );
}

async function storedDefault(storage: StoragePort): Promise<unknown> {
  return (await storage.settings.get(settingKeys.defaultToolIDs))?.value;
}

describe('ToolPicker', () => {
  it('before a chat exists, sets the default for new chats', async () => {
    const storage = createMemoryStorage();
    renderPicker(storage, {});
    fireEvent.click(screen.getByRole('button', { name: 'Plugins' }));
    const group = screen.getByRole('group', { name: 'Plugins for new chats' });
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Calculator' }));
    await waitFor(async () => {
      expect(await storedDefault(storage)).toEqual(['calculator']);
    });
  });

  it("in a chat, stores the chat's own choice and keeps ids it does not list", async () => {
    const storage = createMemoryStorage();
    const meta: ChatMeta = { ...createChatMeta({ id: 'c1', now: 1 }), toolIDs: ['some-plugin'] };
    await storage.chats.put(meta);
    const onMetaChange = vi.fn();
    renderPicker(storage, { meta, onMetaChange });
    fireEvent.click(screen.getByRole('button', { name: 'Plugins' }));
    const group = screen.getByRole('group', { name: 'Plugins in this chat' });
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Current date and time' }));
    expect(onMetaChange).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'c1', toolIDs: ['current_date_time', 'some-plugin'], syncedAt: null }),
    );
    await waitFor(async () => {
      expect((await storage.chats.get('c1'))?.toolIDs).toEqual(['current_date_time', 'some-plugin']);
    });
    fireEvent.click(within(group).getByRole('button', { name: 'Use for new chats' }));
    await waitFor(async () => {
      expect(await storedDefault(storage)).toEqual(['some-plugin']);
    });
  });

  it('closes on Escape and gives focus back to its button', () => {
    renderPicker(createMemoryStorage(), {});
    const button = screen.getByRole('button', { name: 'Plugins' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('group')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('says so when the model cannot call tools', () => {
    renderPicker(createMemoryStorage(), { modelID: 'ollama:llama3' });
    fireEvent.click(screen.getByRole('button', { name: 'Plugins' }));
    expect(screen.getByText(/cannot call plugins/)).toBeTruthy();
  });

  it('is not shown when the host turns plugins off', () => {
    const hostConfig: HostConfig = {
      ...defaultHostConfig,
      chatFeatures: { ...defaultHostConfig.chatFeatures, usePlugins: false },
    };
    renderPicker(createMemoryStorage(), {}, hostConfig);
    expect(screen.queryByRole('button', { name: 'Plugins' })).toBeNull();
  });

  it("shows the plugins a chat's agent enforces as checked and fixed, with a note", async () => {
    const storage = createMemoryStorage();
    await storage.agents.put({
      id: 'a-counter',
      title: 'Counter',
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
      enforceAssignedPlugins: true,
    });
    const meta: ChatMeta = {
      ...createChatMeta({ id: 'c1', now: 1 }),
      toolIDs: ['current_date_time'],
      character: { id: 'a-counter', title: 'Counter' },
    };
    renderPicker(storage, { meta });
    fireEvent.click(screen.getByRole('button', { name: 'Plugins' }));
    expect(await screen.findByText('The agent Counter sets the plugins of this chat.')).toBeTruthy();
    const group = screen.getByRole('group', { name: 'Plugins in this chat' });
    const calculator = within(group).getByRole('checkbox', { name: 'Calculator' });
    const time = within(group).getByRole('checkbox', { name: 'Current date and time' });
    expect([(calculator as HTMLInputElement).checked, calculator.hasAttribute('disabled')]).toEqual([
      true,
      true,
    ]);
    expect([(time as HTMLInputElement).checked, time.hasAttribute('disabled')]).toEqual([false, true]);
  });
});
