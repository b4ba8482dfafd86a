import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryStorage } from '@confab/storage-browser';
import { DataTestRoot } from '../data-test-root.tsx';
import { DeleteAllPanel } from './delete-all-panel.tsx';

describe('DeleteAllPanel', () => {
  afterEach(cleanup);

  it('reveals a text box and deletes only once it says "delete all"', () => {
    const deleteEverything = vi.fn(() => Promise.resolve());
    render(
      <DataTestRoot storage={createMemoryStorage()}>
        <DeleteAllPanel deleteEverything={deleteEverything} />
      </DataTestRoot>,
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete all' }));
    const box = screen.getByRole('textbox', { name: 'Type “delete all” to confirm' });
    const confirm = screen.getByRole<HTMLButtonElement>('button', { name: 'Delete everything' });
    expect(confirm.disabled).toBe(true);
    for (const almost of ['delete', 'Delete all', 'delete all ', 'delete  all']) {
      fireEvent.change(box, { target: { value: almost } });
      expect(confirm.disabled).toBe(true);
    }
    fireEvent.submit(box);
    expect(deleteEverything).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: 'delete all' } });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    expect(deleteEverything).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('Deleting all data…');
  });

  it('Cancel hides the text box again', () => {
    render(
      <DataTestRoot storage={createMemoryStorage()}>
        <DeleteAllPanel deleteEverything={() => Promise.resolve()} />
      </DataTestRoot>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete all' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
