import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { parseHostConfig } from '@confab/core';
import { HostConfigProvider } from '../../../host/host-config.tsx';
import { IntlRoot } from '../../../i18n/intl-root.tsx';
import { ImportDataPanel } from './import-data-panel.tsx';

function renderPanel(chatFeatures: Record<string, boolean>) {
  render(
    <HostConfigProvider config={parseHostConfig({ chatFeatures })}>
      <IntlRoot locale="en">
        <ImportDataPanel />
      </IntlRoot>
    </HostConfigProvider>,
  );
}

describe('ImportDataPanel', () => {
  afterEach(cleanup);

  it('opens the Import data dialog from either button, naming ChatGPT only when the host allows it', () => {
    renderPanel({});
    fireEvent.click(screen.getByRole('button', { name: 'Import from another app' }));
    const dialog = screen.getByRole('dialog', { name: 'Import data' });
    expect(dialog.textContent).toContain('ChatGPT, Claude');
    expect(screen.getByLabelText('Files to import')).toHaveProperty('multiple', true);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    cleanup();
    renderPanel({ importFromOpenAI: false });
    fireEvent.click(screen.getByRole('button', { name: 'Import from another app' }));
    expect(screen.getByRole('dialog', { name: 'Import data' }).textContent).not.toContain('ChatGPT');
  });
});
