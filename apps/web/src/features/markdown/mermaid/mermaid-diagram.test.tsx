import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { IntlRoot } from '../../../i18n/intl-root.tsx';
import { MermaidDiagram } from './mermaid-diagram.tsx';

// Mermaid and its frame need a real browser (e2e/markdown.spec.ts); here the drawing is a stand-in
// that says which theme it was asked for.
const drawn = vi.hoisted(() => ({ calls: [] as string[] }));
vi.mock('./render-diagram.ts', () => ({
  renderDiagram: (source: string, theme: string) => {
    drawn.calls.push(theme);
    return Promise.resolve(`<svg data-drawn-theme="${theme}"><text>${source.length}</text></svg>`);
  },
}));

function renderDiagram() {
  return render(
    <IntlRoot locale="en">
      <MermaidDiagram source={'graph LR\n  A --> B'} complete />
    </IntlRoot>,
  );
}

describe('MermaidDiagram', () => {
  afterEach(() => {
    cleanup();
    drawn.calls = [];
    delete document.documentElement.dataset.theme;
  });

  it('is drawn in the page theme and drawn again when the theme changes, without flashing its source', async () => {
    document.documentElement.dataset.theme = 'light';
    const { container } = renderDiagram();
    const figure = await screen.findByRole('img', { name: 'Diagram' });
    expect(figure.querySelector('svg')?.getAttribute('data-drawn-theme')).toBe('light');

    act(() => {
      document.documentElement.dataset.theme = 'dark';
    });
    // Until the dark drawing arrives the light one stays: no code block in between.
    expect(container.querySelector('.markdown-diagram--source')).toBeNull();
    await vi.waitFor(() => {
      expect(container.querySelector('svg')?.getAttribute('data-drawn-theme')).toBe('dark');
    });
    expect(drawn.calls).toEqual(['light', 'dark']);
  });
});
