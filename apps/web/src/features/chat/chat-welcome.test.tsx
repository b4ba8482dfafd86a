import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { defaultHostConfig, parseHostConfig, type HostConfig } from '@confab/core';
import { HostConfigProvider } from '../../host/host-config.tsx';
import { IntlRoot } from '../../i18n/intl-root.tsx';
import { cloudTokenStore } from '../account/index.ts';
import { ChatWelcome } from './chat-welcome.tsx';

afterEach(() => {
  cleanup();
  cloudTokenStore.clear();
});

const hiding = parseHostConfig({ chatFeatures: { hideWelcomeMessageForLoggedInUsers: true } });

function renderWelcome(config: HostConfig) {
  render(
    <HostConfigProvider config={config}>
      <IntlRoot locale="en">
        <ChatWelcome />
      </IntlRoot>
    </HostConfigProvider>,
  );
  return screen.queryByRole('heading', { name: 'What shall we talk about?' });
}

describe('ChatWelcome', () => {
  it('greets signed-in people on a plain host', () => {
    cloudTokenStore.save('t-welcome');
    expect(renderWelcome(defaultHostConfig)).not.toBeNull();
  });

  it('greets guests even when the host hides the welcome from signed-in people', () => {
    expect(renderWelcome(hiding)).not.toBeNull();
  });

  it('leaves the welcome out for signed-in people when the host says so', () => {
    cloudTokenStore.save('t-welcome');
    expect(renderWelcome(hiding)).toBeNull();
  });
});
