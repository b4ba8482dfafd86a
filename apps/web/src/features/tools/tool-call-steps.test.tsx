import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { StoredToolCall } from '@confab/core';
import { IntlRoot } from '../../i18n/intl-root.tsx';
import { ToolCallSteps } from './tool-call-steps.tsx';

afterEach(cleanup);

function renderSteps(toolCalls: StoredToolCall[]) {
  return render(
    <IntlRoot locale="en">
      <ToolCallSteps toolCalls={toolCalls} renderMarkdown={(text) => <p data-testid="markdown">{text}</p>} />
    </IntlRoot>,
  );
}

describe('ToolCallSteps', () => {
  it('shows each call collapsed, with its name, arguments glimpse and duration', () => {
    renderSteps([
      { id: 'a', name: 'calculator', arguments: '{"expression":"6 * 7"}', result: '42', durationMs: 12 },
    ]);
    const list = screen.getByRole('list', { name: 'Tool calls' });
    const details = list.querySelector('details');
    expect(details?.open).toBe(false);
    expect(within(list).getByText('Calculator')).toBeTruthy();
    expect(within(list).getByText('6 * 7')).toBeTruthy();
    expect(within(list).getByText('12 ms')).toBeTruthy();
    fireEvent.click(within(list).getByText('Calculator'));
    expect(within(list).getByText('Result')).toBeTruthy();
    expect(within(list).getByText('42')).toBeTruthy();
  });

  it('writes results and arguments as text, never as HTML', () => {
    const hostile = '<img src=x onerror="alert(1)">';
    const { container } = renderSteps([{ id: 'a', name: 'plugin_fn', arguments: hostile, result: hostile }]);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getAllByText(hostile).length).toBeGreaterThan(0);
  });

  it('shows a render_html result, once opened, only in the sandboxed artifact frame', async () => {
    const hostile = '<img src=x onerror="alert(1)"><p>card</p>';
    const { container } = renderSteps([
      { id: 'a', name: 'card', arguments: '{}', result: hostile, outputType: 'render_html' },
    ]);
    const details = container.querySelector('details');
    expect(container.querySelector('iframe')).toBeNull();
    if (!details) throw new Error('no step');
    details.open = true;
    fireEvent(details, new Event('toggle'));
    const frame = await waitFor(() => {
      const found = container.querySelector('iframe');
      if (!found) throw new Error('no frame yet');
      return found;
    });
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame.getAttribute('src')).toBe('/sandbox/artifact.html');
    expect(container.querySelector('img')).toBeNull();
  });

  it('marks a failed call and shows its error; a call with neither is running', () => {
    renderSteps([
      { id: 'a', name: 'calculator', arguments: '{}', error: 'expression must be a text' },
      { id: 'b', name: 'current_date_time', arguments: '{}' },
    ]);
    expect(screen.getByText('failed')).toBeTruthy();
    expect(screen.getByText('expression must be a text')).toBeTruthy();
    expect(screen.getByText('Current date and time')).toBeTruthy();
    expect(screen.getByText('Running…')).toBeTruthy();
  });

  it('hands a render_markdown result to the sanitising renderer', () => {
    renderSteps([
      { id: 'a', name: 'md', arguments: '{}', result: '**bold**', outputType: 'render_markdown' },
    ]);
    expect(screen.getByTestId('markdown').textContent).toBe('**bold**');
  });

  it('renders nothing without calls', () => {
    const { container } = renderSteps([]);
    expect(container.querySelector('ul')).toBeNull();
  });
});
