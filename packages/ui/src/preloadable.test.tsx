import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { preloadable, preloadedComponent } from './preloadable.tsx';

afterEach(cleanup);

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('preloadable', () => {
  it('loads once however often it is asked, and tells its subscribers', async () => {
    const load = vi.fn(() => Promise.resolve({ Greeting }));
    const source = preloadable(load);
    const listener = vi.fn();
    source.subscribe(listener);
    expect(source.loaded()).toBeUndefined();
    await Promise.all([source.preload(), source.preload()]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(source.loaded()?.Greeting).toBe(Greeting);
  });

  it('loads afresh after a failed load, and a component mounted after it draws', async () => {
    const load = vi
      .fn<() => Promise<{ Greeting: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ Greeting });
    const source = preloadable(load);
    const Component = preloadedComponent(source, (module) => module.Greeting);
    await expect(source.preload()).rejects.toThrow('offline');
    render(<Component name="Ada" />);
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('draws a component in its first render once the code is loaded', async () => {
    const source = preloadable(() => Promise.resolve({ Greeting }));
    const Component = preloadedComponent(source, (module) => module.Greeting);
    await act(() => source.preload());
    render(<Component name="Grace" />);
    expect(screen.getByText('Hello Grace')).toBeTruthy();
  });
});
