import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryStorage } from '@confab/storage-browser';
import { ModelsTestRoot } from '../models/test-harness.tsx';
import { LayoutTour } from './layout-tour.tsx';

afterEach(cleanup);

function renderTour(onFinish: () => void) {
  render(
    <ModelsTestRoot storage={createMemoryStorage()}>
      <LayoutTour onFinish={onFinish} />
    </ModelsTestRoot>,
  );
}

describe('LayoutTour', () => {
  it('walks its two steps with Next and Back, and Done finishes it', async () => {
    const onFinish = vi.fn();
    renderTour(onFinish);
    expect(await screen.findByText('Step 1 of 2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('The sidebar footer')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('The workspace bar')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Done' }));
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('asks before skipping, and can carry on', async () => {
    const onFinish = vi.fn();
    renderTour(onFinish);
    fireEvent.click(await screen.findByRole('button', { name: 'Skip tour' }));
    expect(await screen.findByText('Skip the tour? It will not show again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep going' }));
    expect(await screen.findByText('Step 1 of 2')).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Skip tour' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Skip' }));
    expect(onFinish).toHaveBeenCalledTimes(1);
  });
});
