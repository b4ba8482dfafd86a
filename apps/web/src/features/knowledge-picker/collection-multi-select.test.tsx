import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryStorage } from '@confab/storage-browser';
import { IntlRoot } from '../../i18n/intl-root.tsx';
import { StorageProvider } from '../../storage/app-storage.tsx';
import { CollectionMultiSelect } from './collection-multi-select.tsx';

afterEach(cleanup);

describe('CollectionMultiSelect', () => {
  it('lists collections by name and keeps an old free-text tag visible and removable', async () => {
    const storage = createMemoryStorage();
    const times = { createdAt: 1, updatedAt: 1, syncedAt: null };
    await storage.knowledgeCollections.put({ id: 'kb-b', name: 'Leases', ...times });
    await storage.knowledgeCollections.put({ id: 'kb-a', name: 'Contracts', ...times });
    const changes: string[][] = [];
    render(
      <StorageProvider storage={storage}>
        <IntlRoot locale="en">
          <CollectionMultiSelect
            legend="Knowledge collections"
            value={['kb-b', 'poetry']}
            noneMeansAll
            onChange={(ids) => changes.push(ids)}
          />
        </IntlRoot>
      </StorageProvider>,
    );
    const unknown = await screen.findByRole('checkbox', { name: 'Unknown collection (poetry)' });
    expect(screen.getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual([
      'Contracts',
      'Leases',
      'Unknown collection (poetry)',
    ]);
    expect(screen.getByText('None selected: all collections.')).toBeTruthy();
    fireEvent.click(unknown);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Contracts' }));
    expect(changes).toEqual([['kb-b'], ['kb-b', 'poetry', 'kb-a']]);
  });
});
