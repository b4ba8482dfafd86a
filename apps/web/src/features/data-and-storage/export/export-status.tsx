import { useIntl } from 'react-intl';
import { exportMessages } from './export-messages.ts';
import type { ExportState } from './use-full-export.ts';

/** The line under the Export button: progress, the split notice, the result or the error. */
export function ExportStatus({ state }: { state: ExportState }) {
  const intl = useIntl();
  switch (state.kind) {
    case 'idle':
    case 'copy':
      return null;
    case 'busy':
      return (
        <div role="status" className="data-panel__status">
          <p>
            {state.total === undefined
              ? intl.formatMessage(exportMessages.preparing)
              : intl.formatMessage(exportMessages.progress, { exported: state.exported, total: state.total })}
          </p>
          {state.total === undefined ? null : (
            <progress value={state.exported} max={Math.max(state.total, 1)} aria-hidden="true" />
          )}
          {state.split ? <p>{intl.formatMessage(exportMessages.split)}</p> : null}
        </div>
      );
    case 'done':
      return (
        <div role="status" className="data-panel__status">
          {state.fileNames.length > 1 ? <p>{intl.formatMessage(exportMessages.split)}</p> : null}
          <p>
            {state.fileNames.length > 1
              ? intl.formatMessage(exportMessages.doneParts, {
                  count: state.fileNames.length,
                  fileNames: intl.formatList(state.fileNames),
                })
              : intl.formatMessage(exportMessages.done, { fileName: state.fileNames[0] })}
          </p>
        </div>
      );
    case 'cancelled':
      return (
        <p role="status" className="data-panel__status">
          {intl.formatMessage(exportMessages.cancelled)}
        </p>
      );
    case 'error':
      return (
        <p role="alert" className="data-panel__error">
          {intl.formatMessage(
            state.reason === 'nothing-selected'
              ? exportMessages.nothingSelected
              : state.reason === 'nothing-to-export'
                ? exportMessages.nothingToExport
                : exportMessages.failed,
          )}
        </p>
      );
  }
}
