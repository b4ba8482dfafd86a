import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { StoredFile } from '@confab/core/entities';
import { Button, IconButton, MoreIcon } from '@confab/ui';
import { PopupMenu } from '../chat-list/on-demand.ts';
import { formatByteSize } from '../../i18n/format-byte-size.ts';
import { filesMessages } from './files-messages.ts';
import { fileTypeGroupOf } from './file-kind.ts';
import { fileTypeLabels } from './file-type-labels.ts';
import type { ReadingState } from './reading-state.ts';
import { ReadingStateLabel } from './reading-state-label.tsx';

export type FileAction = 'preview' | 'knowledge' | 'rename' | 'use-in-chat' | 'project' | 'delete';

export interface FileRowProps {
  file: StoredFile;
  readingState: ReadingState;
  onAction: (action: FileAction, file: StoredFile) => void;
}

/** One file: its name opens the preview; the knowledge base button and a menu hold the rest. */
export function FileRow({ file, readingState, onAction }: FileRowProps) {
  const intl = useIntl();
  const nameID = useId();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const act = (action: FileAction) => () => {
    onAction(action, file);
  };
  return (
    <li className="files-row">
      <div className="files-row__main">
        <button type="button" id={nameID} className="files-row__name" onClick={act('preview')}>
          {file.name}
        </button>
        <span className="files-row__meta">
          {intl.formatMessage(fileTypeLabels[fileTypeGroupOf(file)])}
          {' · '}
          {formatByteSize(intl, file.size)}
          {' · '}
          {intl.formatDate(file.createdAt, { dateStyle: 'medium' })}
        </span>
        <span className="files-row__states">
          {file.collectionIDs.length > 0 ? (
            <span className="files-state">
              {intl.formatMessage(filesMessages.inCollections, { count: file.collectionIDs.length })}
            </span>
          ) : null}
          <ReadingStateLabel file={file} state={readingState} />
        </span>
      </div>
      <div className="files-row__actions">
        <Button className="files-row__knowledge" aria-describedby={nameID} onClick={act('knowledge')}>
          {intl.formatMessage(filesMessages.addToKnowledge)}
        </Button>
        <IconButton
          label={intl.formatMessage(filesMessages.moreActions, { name: file.name })}
          aria-haspopup="menu"
          aria-expanded={menuAnchor !== null}
          onClick={(event) => {
            const anchor = event.currentTarget;
            setMenuAnchor((current) => (current ? null : anchor));
          }}
        >
          <MoreIcon />
        </IconButton>
      </div>
      {menuAnchor ? (
        <PopupMenu
          anchor={menuAnchor}
          label={intl.formatMessage(filesMessages.actionsMenu, { name: file.name })}
          onClose={() => {
            setMenuAnchor(null);
          }}
          items={[
            { id: 'preview', label: intl.formatMessage(filesMessages.preview), onSelect: act('preview') },
            { id: 'rename', label: intl.formatMessage(filesMessages.rename), onSelect: act('rename') },
            { id: 'chat', label: intl.formatMessage(filesMessages.useInChat), onSelect: act('use-in-chat') },
            {
              id: 'project',
              label: intl.formatMessage(filesMessages.addToProject),
              onSelect: act('project'),
            },
            {
              id: 'delete',
              label: intl.formatMessage(filesMessages.delete),
              onSelect: act('delete'),
              tone: 'danger',
            },
          ]}
        />
      ) : null}
    </li>
  );
}
