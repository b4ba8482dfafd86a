import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { followsEndAttribute } from '@confab/ui';
import { useNearViewport } from './use-near-viewport.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const viewportHeight = 800;

/** A scroll box 500 px high holding 5,000 px of content, scrolled to its top (before any pin). */
function scrollBox(following: boolean): HTMLDivElement {
  const box = document.createElement('div');
  box.setAttribute(followsEndAttribute, String(following));
  Object.defineProperties(box, {
    clientHeight: { value: 500 },
    clientTop: { value: 0 },
    scrollHeight: { value: 5_000 },
    scrollTop: { value: 0, writable: true },
  });
  box.getBoundingClientRect = () => new DOMRect(0, 100, 600, 500);
  document.body.append(box);
  return box;
}

function Section({ top, onNear }: { top: number; onNear: (near: boolean) => void }) {
  const [ref, near] = useNearViewport<HTMLDivElement>({ measureOnMount: true });
  onNear(near);
  return (
    <div
      ref={(element) => {
        ref.current = element;
        // Laid out `top` px into the box's content, 300 px high.
        if (element) element.getBoundingClientRect = () => new DOMRect(0, 100 + top, 600, 300);
      }}
    />
  );
}

function nearAt(box: HTMLElement, top: number): boolean {
  let near = false;
  render(<Section top={top} onNear={(value) => (near = value)} />, {
    container: box.appendChild(document.createElement('div')),
  });
  return near;
}

describe('useNearViewport measured at mount', () => {
  it('inside a box that follows its end, counts from the end the box is about to show', () => {
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(viewportHeight);
    const box = scrollBox(true);
    // The box's last screen is 4,500–5,000 px; one more screen above it is still near.
    expect(nearAt(box, 4_700)).toBe(true);
    expect(nearAt(box, 4_100)).toBe(true);
    // In view at the box's old scroll position, but the box is about to pin itself to its end.
    expect(nearAt(box, 0)).toBe(false);
    expect(nearAt(box, 2_000)).toBe(false);
  });

  it('inside a box the reader scrolled away from its end, counts from the viewport', () => {
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(viewportHeight);
    const box = scrollBox(false);
    expect(nearAt(box, 0)).toBe(true);
    expect(nearAt(box, 4_700)).toBe(false);
  });
});
