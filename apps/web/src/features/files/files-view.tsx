import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { StoredFile } from '@confab/core/entities';
import { Button, EmptyState, useDelayedFlag } from '@confab/ui';
import { FileActionDialogs, type OpenFileDialog } from './file-action-dialogs.tsx';
import { FileList } from './file-list.tsx';
import type { FileAction } from './file-row.tsx';
import { FileToolbar } from './file-toolbar.tsx';
import { defaultFileListQuery, visibleFiles, type FileListQuery } from './file-list-view.ts';
import { filesMessages } from './files-messages.ts';
import { UploadRows } from './upload-rows.tsx';
import type { FileActions } from './use-file-actions.ts';
import { useFileDrop } from './use-file-drop.ts';
import type { FilesData } from './use-files-data.ts';
import { useUploads } from './use-uploads.ts';

/** Spec §9: how long loading may take before the screen says it is loading. */
const pendingDelay = 50;

export interface FilesViewProps {
  data: FilesData;
  actions: FileActions;
  run: (work: Promise<unknown>, success?: string) => void;
  onOpenKnowledgeBase: () => void;
  onOpenNewChat: () => void;
}

/** Upload (button or drop), find, and act on files. */
export function FilesView({ data, actions, run, onOpenKnowledgeBase, onOpenNewChat }: FilesViewProps) {
  const intl = useIntl();
  const inputRef = useRef<HTMLInputElement>(null);
  const uploads = useUploads();
  const drop = useFileDrop(uploads.start);
  const [query, setQuery] = useState<FileListQuery>(defaultFileListQuery);
  const [dialog, setDialog] = useState<OpenFileDialog>(null);
  const showLoading = useDelayedFlag(!data.loaded, pendingDelay);
  const collator = useMemo(
    () => new Intl.Collator(intl.locale, { numeric: true, sensitivity: 'base' }),
    [intl.locale],
  );
  const shown = useMemo(() => visibleFiles(data.files, query, collator), [data.files, query, collator]);

  const onAction = (action: FileAction, file: StoredFile) => {
    if (action !== 'use-in-chat') {
      setDialog({ action, file });
      return;
    }
    run(
      actions.attachToComposer(file).then((attached) => {
        if (!attached) throw new Error('The file bytes are not on this device');
        onOpenNewChat();
      }),
    );
  };

  // Upload progress re-renders this view many times a second; a stable handler lets the (memoised)
  // list skip those renders.
  const onActionRef = useRef(onAction);
  useEffect(() => {
    onActionRef.current = onAction;
  });
  const stableOnAction = useCallback((action: FileAction, file: StoredFile) => {
    onActionRef.current(action, file);
  }, []);

  const uploadButton = (
    <Button variant="primary" onClick={() => inputRef.current?.click()}>
      {intl.formatMessage(filesMessages.upload)}
    </Button>
  );

  return (
    <div className={drop.dragging ? 'files-view files-view--dragging' : 'files-view'} {...drop.handlers}>
      <div className="files-view__bar">
        {uploadButton}
        <p className="files-view__hint">{intl.formatMessage(filesMessages.dropHint)}</p>
        <input
          ref={inputRef}
          type="file"
          multiple
          hidden
          data-testid="files-upload-input"
          onChange={(event) => {
            uploads.start(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
      </div>
      {drop.dragging ? (
        <div className="files-view__drop" aria-hidden="true">
          {intl.formatMessage(filesMessages.dropHere)}
        </div>
      ) : null}
      <UploadRows rows={uploads.rows} onClear={uploads.clearFinished} />
      {!data.loaded ? (
        showLoading ? (
          <p role="status">{intl.formatMessage(filesMessages.loading)}</p>
        ) : null
      ) : data.files.length === 0 ? (
        <EmptyState title={intl.formatMessage(filesMessages.emptyTitle)}>
          <p>{intl.formatMessage(filesMessages.emptyBody)}</p>
          {uploadButton}
        </EmptyState>
      ) : (
        <>
          <FileToolbar query={query} onChange={setQuery} />
          {shown.length === 0 ? (
            <EmptyState title={intl.formatMessage(filesMessages.noMatchTitle)}>
              <p>{intl.formatMessage(filesMessages.noMatchBody)}</p>
              <Button
                onClick={() => {
                  setQuery(defaultFileListQuery);
                }}
              >
                {intl.formatMessage(filesMessages.clearFilters)}
              </Button>
            </EmptyState>
          ) : (
            <FileList
              key={`${query.search}\u0000${query.sort}\u0000${query.filter}`}
              files={shown}
              total={data.files.length}
              indexed={data.indexed}
              onAction={stableOnAction}
            />
          )}
        </>
      )}
      <FileActionDialogs
        open={dialog}
        collections={data.collections}
        actions={actions}
        run={run}
        onOpenKnowledgeBase={onOpenKnowledgeBase}
        onClose={() => {
          setDialog(null);
        }}
      />
    </div>
  );
}
