import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { defaultHostConfig, parseHostConfig, type HostConfig } from '@confab/core';
import { HostConfigProvider } from '../../host/host-config.tsx';
import { IntlRoot } from '../../i18n/intl-root.tsx';
import { PromptSyntaxHelp } from './prompt-syntax-help.tsx';

afterEach(cleanup);

function renderHelp(config: HostConfig) {
  render(
    <HostConfigProvider config={config}>
      <IntlRoot locale="en">
        <PromptSyntaxHelp />
      </IntlRoot>
    </HostConfigProvider>,
  );
}

describe('PromptSyntaxHelp', () => {
  it('teaches agent mentions by default', () => {
    renderHelp(defaultHostConfig);
    expect(screen.getByText('@[Agent Name]')).toBeTruthy();
  });

  it('does not teach agent mentions when the host turns pickCharacters off', () => {
    renderHelp(parseHostConfig({ chatFeatures: { pickCharacters: false } }));
    expect(screen.queryByText('@[Agent Name]')).toBeNull();
    expect(screen.getByText('----')).toBeTruthy();
  });
});
