import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ErrorBoundary } from './error-boundary.tsx';
import { ModalDialog } from './modal-dialog.tsx';
import { RenderFailureTextProvider } from './render-failure-text.tsx';

function Thrower({ fail, text = 'fine' }: { fail: boolean; text?: string }) {
  if (fail) throw new Error('render failed');
  return <p>{text}</p>;
}

beforeEach(() => {
  // React reports every caught error on the console; the app's root replaces that reporter.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ErrorBoundary', () => {
  it('renders the fallback in place of a child that throws, and leaves its siblings alone', () => {
    render(
      <div>
        <p>sibling</p>
        <ErrorBoundary fallback={({ error }) => <p>fallback: {(error as Error).name}</p>}>
          <Thrower fail />
        </ErrorBoundary>
      </div>,
    );
    expect(screen.getByText('fallback: Error')).toBeTruthy();
    expect(screen.getByText('sibling')).toBeTruthy();
  });

  it('renders the children again on retry', () => {
    let fail = true;
    function Flaky() {
      if (fail) throw new Error('once');
      return <p>recovered</p>;
    }
    render(
      <ErrorBoundary
        fallback={({ retry }) => (
          <button type="button" onClick={retry}>
            Try again
          </button>
        )}
      >
        <Flaky />
      </ErrorBoundary>,
    );
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('recovered')).toBeTruthy();
  });

  it('tries again when a reset key changes, and keeps the fallback while they stay the same', () => {
    const fallback = () => <p>failed</p>;
    const { rerender } = render(
      <ErrorBoundary resetKeys={['a']} fallback={fallback}>
        <Thrower fail />
      </ErrorBoundary>,
    );
    rerender(
      <ErrorBoundary resetKeys={['a']} fallback={fallback}>
        <Thrower fail={false} text="same key" />
      </ErrorBoundary>,
    );
    expect(screen.getByText('failed')).toBeTruthy();
    rerender(
      <ErrorBoundary resetKeys={['b']} fallback={fallback}>
        <Thrower fail={false} text="new key" />
      </ErrorBoundary>,
    );
    expect(screen.getByText('new key')).toBeTruthy();
  });

  it('tells onError once per failure', () => {
    const onError = vi.fn();
    render(
      <ErrorBoundary fallback={() => null} onError={onError}>
        <Thrower fail />
      </ErrorBoundary>,
    );
    expect(onError).toHaveBeenCalledOnce();
  });
});

describe('ModalDialog', () => {
  it('keeps its title and offers Close when its content throws', () => {
    const onClose = vi.fn();
    render(
      <RenderFailureTextProvider value={{ dialogFailed: 'Dialog broke.', close: 'Shut' }}>
        <ModalDialog title="Settings of this chat" onClose={onClose}>
          <Thrower fail />
        </ModalDialog>
      </RenderFailureTextProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Settings of this chat' });
    expect(dialog.textContent).toContain('Dialog broke.');
    fireEvent.click(screen.getByRole('button', { name: 'Shut' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
