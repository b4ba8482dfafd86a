import { afterEach, describe, expect, it, vi } from 'vitest';
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

/** happy-dom has no Worker: this one records what the dialog asks of it. */
class RecordingWorker extends EventTarget {
  static requests: unknown[] = [];
  postMessage(request: unknown) {
    RecordingWorker.requests.push(request);
  }
  terminate() {}
}

describe('ImportDataPanel', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens the file chooser from either button, then the Import data dialog with the chosen files', () => {
    renderPanel({});
    expect(document.body.textContent).toContain('ChatGPT, Claude');
    const chooser = screen.getByLabelText<HTMLInputElement>('Files to import');
    expect(chooser.multiple).toBe(true);
    let opened = 0;
    chooser.addEventListener('click', () => (opened += 1));
    fireEvent.click(screen.getByRole('button', { name: 'Import from another app' }));
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(opened).toBe(2);
    expect(screen.queryByRole('dialog')).toBeNull();

    vi.stubGlobal('Worker', RecordingWorker);
    const file = new File(['{}'], 'export.json');
    fireEvent.change(chooser, { target: { files: [file] } });
    expect(screen.getByRole('dialog', { name: 'Import data' })).toBeTruthy();
    // Reading starts at once with the chosen file, once.
    expect(RecordingWorker.requests).toEqual([expect.objectContaining({ files: [file] })]);
  });

  it('leaves ChatGPT out of the hint when the host turns importFromOpenAI off', () => {
    renderPanel({ importFromOpenAI: false });
    expect(document.body.textContent).not.toContain('ChatGPT');
  });
});
