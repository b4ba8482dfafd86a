import { useIntl } from 'react-intl';
import type { StoredFile } from '@confab/core/entities';
import { Button, DialogActions, ModalDialog } from '@confab/ui';
import { filesMessages } from './files-messages.ts';
import { previewKindOf } from './file-kind.ts';
import { ImagePreview, TextPreview } from './text-and-image-preview.tsx';
import { PdfPreview } from './pdf-preview.tsx';
import { useFileBlob } from './use-file-blob.ts';

export interface FilePreviewDialogProps {
  file: StoredFile;
  onClose: () => void;
}

/** Shows a file as what it is: text, rendered Markdown, an image, PDF pages, or says it cannot. */
export function FilePreviewDialog({ file, onClose }: FilePreviewDialogProps) {
  const intl = useIntl();
  const { blob, failed } = useFileBlob(file.blobID);
  const kind = previewKindOf(file);
  return (
    <ModalDialog
      size="wide"
      className="files-preview"
      title={intl.formatMessage(filesMessages.previewTitle, { name: file.name })}
      onClose={onClose}
    >
      <div className="files-preview__body">
        {failed || blob === null ? (
          <p role="alert">{intl.formatMessage(filesMessages.previewFailed)}</p>
        ) : blob === undefined ? (
          <p role="status">{intl.formatMessage(filesMessages.previewLoading)}</p>
        ) : kind === 'text' || kind === 'markdown' ? (
          <TextPreview data={blob.data} markdown={kind === 'markdown'} />
        ) : kind === 'image' ? (
          <ImagePreview data={blob.data} name={file.name} />
        ) : kind === 'pdf' ? (
          <PdfPreview data={blob.data} />
        ) : (
          <p>{intl.formatMessage(filesMessages.previewNone)}</p>
        )}
      </div>
      <DialogActions>
        <Button onClick={onClose}>{intl.formatMessage(filesMessages.close)}</Button>
      </DialogActions>
    </ModalDialog>
  );
}
