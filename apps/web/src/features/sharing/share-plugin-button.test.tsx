import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { defaultHostConfig, type HostConfig, type Plugin } from '@confab/core';
import { HostConfigProvider } from '../../host/host-config.tsx';
import { IntlRoot } from '../../i18n/intl-root.tsx';
import { cloudTokenStore } from '../account/index.ts';
import { SharePluginButton } from './share-plugin-button.tsx';

const plugin: Plugin = {
  id: 'clock',
  uuid: 'u-clock',
  title: 'Clock',
  enabled: true,
  implementationType: 'javascript',
  openaiSpec: { name: 'now' },
  code: 'function now() { return Date.now(); }',
  createdAt: 1,
  updatedAt: 1,
  syncedAt: null,
};

function renderButton(hostConfig: HostConfig = defaultHostConfig) {
  render(
    <HostConfigProvider config={hostConfig}>
      <IntlRoot locale="en">
        <SharePluginButton plugin={plugin} />
      </IntlRoot>
    </HostConfigProvider>,
  );
}

describe('SharePluginButton', () => {
  beforeEach(() => {
    cloudTokenStore.save('token-1');
  });

  afterEach(() => {
    cleanup();
    cloudTokenStore.clear();
    vi.unstubAllGlobals();
  });

  it('shares after consent and shows both links', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        Response.json(
          { shareLink: 'http://x/plugins/abc', deleteLink: 'http://x/plugins/abc/delete/s' },
          { status: 201 },
        ),
      ),
    );
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Share plugin' }));
    const share = screen.getByRole<HTMLButtonElement>('button', { name: 'Share', hidden: true });
    expect(share.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /anyone with the link/, hidden: true }));
    fireEvent.click(share);
    const link = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Share link', hidden: true });
    expect(link.value).toBe('http://x/plugins/abc');
  });

  it('says a 413 in the plugin’s words', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(Response.json({ userMessage: 'x' }, { status: 413 })));
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Share plugin' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /anyone with the link/, hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Share', hidden: true }));
    const alert = await screen.findByRole('alert', { hidden: true });
    expect(alert.textContent).toBe(
      'Share failed: This plugin is too large to share. Please contact support.',
    );
  });

  it('draws nothing where the host turned sharing off', () => {
    renderButton({
      ...defaultHostConfig,
      chatFeatures: { ...defaultHostConfig.chatFeatures, 'actionButtons.share': false },
    });
    expect(screen.queryByRole('button', { name: 'Share plugin' })).toBeNull();
  });
});
