import { useIntl } from 'react-intl';
import { IconButton } from '@confab/ui';

export function AttachmentChips({
  files,
  onRemove,
}: {
  files: readonly File[];
  onRemove: (file: File) => void;
}) {
  const intl = useIntl();
  if (files.length === 0) return null;
  return (
    <ul
      className="attachment-chips"
      aria-label={intl.formatMessage({ id: 'composer.attachments', defaultMessage: 'Attached files' })}
    >
      {files.map((file, index) => (
        <li key={`${file.name}-${String(index)}`} className="attachment-chip">
          <span className="attachment-chip__name">{file.name}</span>
          <IconButton
            label={intl.formatMessage(
              { id: 'composer.removeAttachment', defaultMessage: 'Remove {name}' },
              { name: file.name },
            )}
            onClick={() => {
              onRemove(file);
            }}
          >
            <span aria-hidden="true">×</span>
          </IconButton>
        </li>
      ))}
    </ul>
  );
}
