import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component, type ReactNode } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { lazyBackgroundPart } from './lazy-background-part.tsx';

afterEach(cleanup);

function Thrower(): never {
  throw new Error('A bug in the part');
}

/** Stands for the page's error boundary. */
class PageBoundary extends Component<{ children: ReactNode }, { message: string | undefined }> {
  override state: { message: string | undefined } = { message: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { message: String(error) };
  }

  override render() {
    return this.state.message === undefined ? this.props.children : <p>Page notice: {this.state.message}</p>;
  }
}

describe('lazyBackgroundPart', () => {
  it('keeps the page when the code cannot load, and loads it once the browser is back online', async () => {
    // React reports the failed load it caught on the console; the test expects it.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let online = false;
    let attempts = 0;
    const Part = lazyBackgroundPart<{ name: string }>(() => {
      attempts += 1;
      return online
        ? Promise.resolve(({ name }: { name: string }) => <p>Part for {name}</p>)
        : Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    });
    render(
      <>
        <p>The chat</p>
        <Part name="Ada" />
      </>,
    );
    await act(async () => {
      await Promise.resolve();
    });
    expect(attempts).toBe(1);
    expect(screen.getByText('The chat')).toBeTruthy();
    expect(screen.queryByText('Part for Ada')).toBeNull();

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Part for Ada')).toBeTruthy();
    expect(attempts).toBe(2);
    expect(screen.getByText('The chat')).toBeTruthy();
    consoleError.mockRestore();
  });

  it('lets an error of the loaded part reach the page boundary', async () => {
    const Part = lazyBackgroundPart(() => Promise.resolve(Thrower));
    // React reports the caught error on the console; the test expects it.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <PageBoundary>
        <Part />
      </PageBoundary>,
    );
    expect(await screen.findByText(/Page notice: Error: A bug in the part/)).toBeTruthy();
    consoleError.mockRestore();
  });
});
