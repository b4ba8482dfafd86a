import { afterEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import type { StoragePort } from '@confab/core';
import { createMemoryStorage } from '@confab/storage-browser';
import { StorageProvider } from './app-storage.tsx';
import { useSharedLiveQuery } from './use-shared-live-query.ts';

afterEach(cleanup);

function Reader({ label, onRead }: { label: string; onRead: () => void }) {
  const { value, loaded } = useSharedLiveQuery('profiles-count', () => ({
    read: async (storage: StoragePort) => {
      onRead();
      return (await storage.profiles.list()).length;
    },
    watches: (change) => change.table === 'profiles',
  }));
  return <p>{`${label}: ${loaded ? String(value) : 'reading'}`}</p>;
}

describe('useSharedLiveQuery', () => {
  it('reads once for every reader, and a reader mounted as another leaves shows the value at once', async () => {
    const storage = createMemoryStorage();
    let reads = 0;
    const onRead = () => {
      reads += 1;
    };
    const wrap = (children: ReactNode) => <StorageProvider storage={storage}>{children}</StorageProvider>;
    const { rerender } = render(
      wrap(
        <>
          <Reader key="a" label="first" onRead={onRead} />
          <Reader key="b" label="second" onRead={onRead} />
        </>,
      ),
    );
    expect(await screen.findByText('first: 0')).toBeDefined();
    expect(await screen.findByText('second: 0')).toBeDefined();
    // The next chat's messages replace the last one's in one commit.
    rerender(wrap(<Reader key="c" label="third" onRead={onRead} />));
    expect(screen.getByText('third: 0')).toBeDefined();
    expect(reads).toBe(1);
  });
});
