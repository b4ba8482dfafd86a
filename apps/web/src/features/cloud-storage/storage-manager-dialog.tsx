import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, DialogActions, ModalDialog, ToggleGroup, useToasts } from '@confab/ui';
import {
  cloudStorageTypes,
  type CloudStorageItem,
  type CloudStorageType,
  type SyncStats,
} from '@confab/core';
import { formatByteSize } from '../../i18n/format-byte-size.ts';
import { Notices } from '../notices/index.ts';
import { deleteCloudStorage, listCloudStorage, readSyncStats } from './storage-client.ts';
import { storageMessages, storageTypeLabels, storageValueMessages } from './storage-messages.ts';
import {
  defaultStorageSort,
  nextSort,
  pageWindow,
  storagePageSize,
  type StorageSort,
  type StorageSortField,
} from './storage-table-state.ts';
import { UsageBar } from './usage-bar.tsx';
import './storage-manager.css';
import { useOrgApiBase } from '../../host/org-api.ts';

interface Loaded {
  items: CloudStorageItem[];
  count: number;
}

function itemName(item: CloudStorageItem): string {
  return (
    item.chatTitle ??
    item.data?.title ??
    /filename="?([^";]*)"?/.exec(item.contentDisposition ?? '')?.[1] ??
    item.id
  );
}

/** Spec workspace §2, §4, §9: the cloud storage manager. Opening starts on files, newest first. */
export function StorageManagerDialog({ token, onClose }: { token: string; onClose: () => void }) {
  const intl = useIntl();
  const notices = useToasts();
  const [type, setType] = useState<CloudStorageType>('blob');
  const [sort, setSort] = useState<StorageSort | null>(defaultStorageSort);
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [loaded, setLoaded] = useState<Loaded>({ items: [], count: 0 });
  const [stats, setStats] = useState<SyncStats>();
  const [failed, setFailed] = useState<string>();
  const [confirmingDeleteAll, setConfirmingDeleteAll] = useState(false);
  const [reload, setReload] = useState(0);
  const orgBase = useOrgApiBase();

  useEffect(() => {
    let current = true;
    const request = {
      offset: page * storagePageSize,
      limit: storagePageSize,
      orderBy: sort?.orderBy ?? null,
      orderDir: sort?.orderDir ?? null,
      type,
    };
    Promise.all([listCloudStorage(token, request, orgBase), readSyncStats(token)]).then(
      ([list, nextStats]) => {
        if (!current) return;
        // Deleting the last items of a page steps back a page (spec §4).
        if (list.items.length === 0 && page > 0) {
          setPage(page - 1);
          return;
        }
        setLoaded({ items: list.items, count: list.count });
        setStats(nextStats);
        setFailed(undefined);
      },
      (error: unknown) => {
        console.error('cloud storage load failed', error);
        // Spec §8: the list stays as it was, the standard message shows above it.
        if (current) setFailed(intl.formatMessage(storageMessages.loadFailed));
      },
    );
    return () => {
      current = false;
    };
  }, [token, type, sort, page, reload, intl, orgBase]);

  const pageCount = Math.ceil(loaded.count / storagePageSize);
  const pageIDs = loaded.items.map((item) => item.id);
  const allSelected = pageIDs.length > 0 && pageIDs.every((id) => selected.has(id));

  const remove = useCallback(
    async (request: Parameters<typeof deleteCloudStorage>[1]) => {
      try {
        await deleteCloudStorage(token, request, orgBase);
        setSelected(new Set());
        setReload((count) => count + 1);
        notices.show(intl.formatMessage(storageMessages.deleted));
      } catch (error) {
        console.error('cloud storage delete failed', error);
        setFailed(intl.formatMessage(storageMessages.deleteFailed));
      }
    },
    [token, intl, notices, orgBase],
  );

  const sortButton = (field: StorageSortField, label: string) => {
    const direction = sort?.orderBy === field ? sort.orderDir : undefined;
    return (
      <th
        scope="col"
        aria-sort={direction === undefined ? 'none' : direction === 'asc' ? 'ascending' : 'descending'}
      >
        <button
          type="button"
          className="storage-table__sort"
          onClick={() => {
            setSort(nextSort(sort, field));
            setPage(0);
          }}
        >
          {label}
          <span aria-hidden="true">{direction === 'asc' ? ' ▲' : direction === 'desc' ? ' ▼' : ''}</span>
        </button>
      </th>
    );
  };

  return (
    <ModalDialog title={intl.formatMessage(storageMessages.title)} onClose={onClose} size="wide">
      {stats ? <UsageBar stats={stats} /> : null}
      <ToggleGroup
        label={intl.formatMessage(storageMessages.type)}
        options={cloudStorageTypes.map((value) => ({
          value,
          label: intl.formatMessage(storageTypeLabels[value]),
        }))}
        value={type}
        onChange={(next) => {
          setType(next);
          setPage(0);
          setSelected(new Set());
        }}
      />
      {failed === undefined ? null : (
        <p role="alert" className="storage-manager__error">
          {failed}
        </p>
      )}
      <table className="storage-table">
        <thead>
          <tr>
            <th scope="col">
              <input
                type="checkbox"
                aria-label={intl.formatMessage(storageMessages.selectAll)}
                checked={allSelected}
                disabled={pageIDs.length === 0}
                onChange={() => {
                  const next = new Set(selected);
                  for (const id of pageIDs) {
                    if (allSelected) next.delete(id);
                    else next.add(id);
                  }
                  setSelected(next);
                }}
              />
            </th>
            {sortButton('name', intl.formatMessage(storageMessages.name))}
            {sortButton('size', intl.formatMessage(storageMessages.size))}
            {sortButton('syncedAt', intl.formatMessage(storageMessages.syncedAt))}
          </tr>
        </thead>
        <tbody>
          {loaded.items.map((item) => (
            <tr key={item.id}>
              <td>
                <input
                  type="checkbox"
                  aria-label={intl.formatMessage(storageValueMessages.select, { name: itemName(item) })}
                  checked={selected.has(item.id)}
                  onChange={() => {
                    const next = new Set(selected);
                    if (next.has(item.id)) next.delete(item.id);
                    else next.add(item.id);
                    setSelected(next);
                  }}
                />
              </td>
              <td className="storage-table__name">{itemName(item)}</td>
              <td>{formatByteSize(intl, item.size)}</td>
              <td>{intl.formatDate(item.syncedAt, { dateStyle: 'medium', timeStyle: 'short' })}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {loaded.items.length === 0 ? (
        <p className="storage-manager__empty">{intl.formatMessage(storageMessages.empty)}</p>
      ) : null}
      {pageCount > 1 ? (
        <nav className="storage-pager" aria-label={intl.formatMessage(storageMessages.pager)}>
          <Button
            variant="ghost"
            disabled={page === 0}
            onClick={() => {
              setPage(0);
            }}
          >
            {intl.formatMessage(storageMessages.first)}
          </Button>
          <Button
            variant="ghost"
            disabled={page === 0}
            onClick={() => {
              setPage(page - 1);
            }}
          >
            {intl.formatMessage(storageMessages.previous)}
          </Button>
          {pageWindow(page, pageCount).map((number) => (
            <Button
              key={number}
              variant={number === page ? 'secondary' : 'ghost'}
              aria-current={number === page ? 'page' : undefined}
              aria-label={intl.formatMessage(storageValueMessages.page, { page: number + 1 })}
              onClick={() => {
                setPage(number);
              }}
            >
              {number + 1}
            </Button>
          ))}
          <Button
            variant="ghost"
            disabled={page >= pageCount - 1}
            onClick={() => {
              setPage(page + 1);
            }}
          >
            {intl.formatMessage(storageMessages.next)}
          </Button>
          <Button
            variant="ghost"
            disabled={page >= pageCount - 1}
            onClick={() => {
              setPage(pageCount - 1);
            }}
          >
            {intl.formatMessage(storageMessages.last)}
          </Button>
        </nav>
      ) : null}
      {confirmingDeleteAll ? (
        <div
          className="storage-manager__confirm"
          role="group"
          aria-label={intl.formatMessage(storageMessages.deleteAll)}
        >
          <p>{intl.formatMessage(storageMessages.confirmDeleteAll)}</p>
          <Button
            variant="danger"
            onClick={() => {
              setConfirmingDeleteAll(false);
              void remove({ isDeleteAll: true });
            }}
          >
            {intl.formatMessage(storageMessages.deleteAll)}
          </Button>
          <Button
            onClick={() => {
              setConfirmingDeleteAll(false);
            }}
          >
            {intl.formatMessage(storageMessages.cancel)}
          </Button>
        </div>
      ) : null}
      {/* Inline: a corner toast is drawn in the page's stack, outside this modal, where it is inert. */}
      <div className="storage-manager__notices">
        <Notices notices={notices.toasts} onDismiss={notices.dismiss} placement="inline" />
      </div>
      <DialogActions>
        <Button
          variant="danger"
          disabled={selected.size === 0}
          onClick={() => void remove({ ids: [...selected], type })}
        >
          {intl.formatMessage(storageMessages.deleteSelected)}
        </Button>
        <Button
          variant="ghost"
          disabled={confirmingDeleteAll}
          onClick={() => {
            setConfirmingDeleteAll(true);
          }}
        >
          {intl.formatMessage(storageMessages.deleteAll)}
        </Button>
        <Button onClick={onClose}>{intl.formatMessage(storageMessages.close)}</Button>
      </DialogActions>
    </ModalDialog>
  );
}
