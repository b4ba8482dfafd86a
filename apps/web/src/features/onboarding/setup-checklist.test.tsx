import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { parseHostConfig, type StoragePort } from '@confab/core';
import { createMemoryStorage } from '@confab/storage-browser';
import { ModelsTestRoot, saveSetting } from '../models/test-harness.tsx';
import { settingKeys } from '../../storage/setting-keys.ts';
import { cloudTokenStore } from '../account/index.ts';
import { SetupChecklist } from './setup-checklist.tsx';

afterEach(cleanup);

function renderChecklist(storage: StoragePort, hostConfig = parseHostConfig({})) {
  return render(
    <ModelsTestRoot storage={storage} hostConfig={hostConfig}>
      <SetupChecklist />
    </ModelsTestRoot>,
  );
}

describe('SetupChecklist', () => {
  it('shows the progress and completes steps from stored state', async () => {
    const storage = createMemoryStorage();
    renderChecklist(storage);
    expect(await screen.findByText('25%')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Setup checklist/ }));
    expect(screen.getByRole('link', { name: 'Add an API key' }).getAttribute('href')).toBe(
      '#settings/api-keys',
    );
    expect(screen.queryByText('Activate a licence key')).toBeNull();
    await act(() => saveSetting(storage, 'apiKeys.openai', 'sk-test'));
    expect(await screen.findByText('50%')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add an API key' })).toBeNull();
    await act(() => saveSetting(storage, settingKeys.firstMessageSentAt, 1234));
    expect(await screen.findByText('75%')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Setup progress' }).getAttribute('aria-valuenow')).toBe(
      '75',
    );
  });

  it('shows the completion card at once when everything was done before, and dismisses it for good', async () => {
    const storage = createMemoryStorage();
    await saveSetting(storage, 'apiKeys.anthropic', 'sk-ant');
    await saveSetting(storage, settingKeys.firstMessageSentAt, 1);
    cloudTokenStore.save('opaque-session-token');
    renderChecklist(storage);
    expect(await screen.findByText('You are all set')).toBeTruthy();
    cloudTokenStore.clear();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await act(async () => {
      await Promise.resolve();
    });
    expect((await storage.settings.get(settingKeys.checklistDismissed))?.value).toBe(true);
  });

  it('plays the 4 s fill before the completion card when the last step is done here', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      const storage = createMemoryStorage();
      await saveSetting(storage, 'apiKeys.openai', 'sk-test');
      await saveSetting(storage, settingKeys.firstMessageSentAt, 1);
      renderChecklist(storage);
      expect(await screen.findByText('75%')).toBeTruthy();
      act(() => {
        cloudTokenStore.save('opaque-session-token');
      });
      expect(await screen.findByText('100%')).toBeTruthy();
      expect(screen.queryByText('You are all set')).toBeNull();
      act(() => {
        vi.advanceTimersByTime(4000);
      });
      expect(await screen.findByText('You are all set')).toBeTruthy();
    } finally {
      cloudTokenStore.clear();
      vi.useRealTimers();
    }
  });

  it('is hidden on managed hosts', async () => {
    const storage = createMemoryStorage();
    renderChecklist(storage, parseHostConfig({ managed: true }));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByRole('region', { name: 'Setup checklist' })).toBeNull();
  });
});
