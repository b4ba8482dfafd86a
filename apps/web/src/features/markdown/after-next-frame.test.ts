import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextFrame } from './after-next-frame.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('afterNextFrame', () => {
  it('starts the load only once the next frame has been drawn', async () => {
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    const load = vi.fn(() => Promise.resolve('chunk'));
    const loaded = afterNextFrame(load);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(load).not.toHaveBeenCalled();
    for (const frame of frames.splice(0)) frame();
    await expect(loaded).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledOnce();
  });
});
