import { memo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { IndexedDocument, StoredFile } from '@confab/core/entities';
import { Button } from '@confab/ui';
import { filesMessages } from './files-messages.ts';
import { FileRow, type FileAction } from './file-row.tsx';
import { readingStateOf } from './reading-state.ts';

/**
 * Rows drawn per page. Two thousand rows with their menus and state would take a visible moment to
 * draw; a page of a hundred is instant, and "Show more" adds the next.
 */
export const filesPageSize = 100;

export interface FileListProps {
  files: readonly StoredFile[];
  total: number;
  indexed: ReadonlyMap<string, IndexedDocument>;
  onAction: (action: FileAction, file: StoredFile) => void;
}

export const FileList = memo(function FileList({ files, total, indexed, onAction }: FileListProps) {
  const intl = useIntl();
  const [pages, setPages] = useState(1);
  const shown = files.slice(0, pages * filesPageSize);
  return (
    <>
      <p className="files-count" role="status">
        {intl.formatMessage(filesMessages.count, { shown: files.length, total })}
      </p>
      <ul className="files-list" aria-label={intl.formatMessage(filesMessages.fileList)}>
        {shown.map((file) => (
          <FileRow
            key={file.id}
            file={file}
            readingState={readingStateOf(file, indexed.get(file.id))}
            onAction={onAction}
          />
        ))}
      </ul>
      {shown.length < files.length ? (
        <Button
          className="files-list__more"
          onClick={() => {
            setPages((current) => current + 1);
          }}
        >
          {intl.formatMessage(filesMessages.showMore)}
        </Button>
      ) : null}
    </>
  );
});
