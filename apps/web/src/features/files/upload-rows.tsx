import { useIntl } from 'react-intl';
import { Button } from '@confab/ui';
import { formatByteSize } from '../../i18n/format-byte-size.ts';
import { filesMessages } from './files-messages.ts';
import { fileUploadMaximumBytes } from './upload-file.ts';
import type { UploadRow } from './use-uploads.ts';

/**
 * Rows drawn at most. A drop of two thousand files would otherwise redraw two thousand bars for
 * every slice read (uploads slowed to half a second a file); beyond this, finished uploads leave the
 * list and a count says how far the batch is.
 */
export const uploadRowsShown = 20;

/** The rows to draw: all of a small batch; of a large one, those not yet done, up to the cap. */
export function shownUploadRows(rows: readonly UploadRow[]): readonly UploadRow[] {
  if (rows.length <= uploadRowsShown) return rows;
  return rows.filter((row) => row.status !== 'done').slice(0, uploadRowsShown);
}

/** One row per file being uploaded: a named progress bar, then what became of it. */
export function UploadRows({ rows, onClear }: { rows: readonly UploadRow[]; onClear: () => void }) {
  const intl = useIntl();
  if (rows.length === 0) return null;
  const busy = rows.some((row) => row.status === 'waiting' || row.status === 'uploading');
  const shown = shownUploadRows(rows);
  return (
    <section className="files-uploads" aria-label={intl.formatMessage(filesMessages.uploads)}>
      {shown.length < rows.length ? (
        <p className="files-uploads__summary" role="status">
          {intl.formatMessage(filesMessages.uploadSummary, {
            done: rows.filter((row) => row.status === 'done').length,
            total: rows.length,
          })}
        </p>
      ) : null}
      <ul className="files-uploads__list">
        {shown.map((row) => (
          <li key={row.key} className={`files-upload files-upload--${row.status}`}>
            <span className="files-upload__name">{row.name}</span>
            {row.status === 'too-large' ? (
              <span className="files-upload__error" role="alert">
                {intl.formatMessage(filesMessages.uploadTooLarge, {
                  name: row.name,
                  limit: formatByteSize(intl, fileUploadMaximumBytes),
                })}
              </span>
            ) : row.status === 'failed' ? (
              <span className="files-upload__error" role="alert">
                {intl.formatMessage(filesMessages.uploadFailed, { name: row.name })}
              </span>
            ) : (
              <>
                <progress
                  className="files-upload__bar"
                  aria-label={row.name}
                  max={100}
                  value={Math.round(row.progress * 100)}
                />
                <span className="files-upload__status">
                  {row.status === 'done'
                    ? intl.formatMessage(filesMessages.uploadDone)
                    : intl.formatNumber(row.progress, { style: 'percent' })}
                </span>
              </>
            )}
          </li>
        ))}
      </ul>
      {busy ? null : (
        <Button variant="ghost" onClick={onClear}>
          {intl.formatMessage(filesMessages.clearUploads)}
        </Button>
      )}
    </section>
  );
}
