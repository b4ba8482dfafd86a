import { useIntl } from 'react-intl';
import { Button, useCopyToClipboard } from '@confab/ui';
import { exportMessages } from './export-messages.ts';
import type { CopyableFile } from './use-full-export.ts';

function CopyableExport({ file }: { file: CopyableFile }) {
  const intl = useIntl();
  const { copied, copy } = useCopyToClipboard();
  const label = intl.formatMessage(exportMessages.copyLabel, { fileName: file.fileName });
  return (
    <div className="data-panel__copy">
      <textarea readOnly value={file.text} aria-label={label} rows={6} />
      <Button
        onClick={() => {
          copy(file.text);
        }}
      >
        {intl.formatMessage(copied ? exportMessages.copied : exportMessages.copy)}
      </Button>
      <span className="data-panel__file-name">{file.fileName}</span>
    </div>
  );
}

/** Spec §8: where files cannot be saved (a native wrapper), the export is shown to copy by hand. */
export function ExportCopyFiles({ files }: { files: readonly CopyableFile[] }) {
  const intl = useIntl();
  return (
    <div className="data-panel__copies">
      <p>{intl.formatMessage(exportMessages.copyIntro)}</p>
      {files.map((file) => (
        <CopyableExport key={file.fileName} file={file} />
      ))}
    </div>
  );
}
