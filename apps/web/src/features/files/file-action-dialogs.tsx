import { useIntl } from 'react-intl';
import type { KnowledgeCollection, StoredFile } from '@confab/core/entities';
import { ConfirmDialog } from '@confab/ui';
import { FilePreviewDialog } from './file-preview-dialog.tsx';
import type { FileAction } from './file-row.tsx';
import { filesMessages } from './files-messages.ts';
import { KnowledgePickerDialog } from './knowledge-picker-dialog.tsx';
import { ProjectPickerDialog } from './project-picker-dialog.tsx';
import { RenameFileDialog } from './rename-file-dialog.tsx';
import type { FileActions } from './use-file-actions.ts';
import { useProjects } from './use-files-data.ts';

export type OpenFileDialog = { action: Exclude<FileAction, 'use-in-chat'>; file: StoredFile } | null;

export interface FileActionDialogsProps {
  open: OpenFileDialog;
  collections: readonly KnowledgeCollection[];
  actions: FileActions;
  onClose: () => void;
  onOpenKnowledgeBase: () => void;
  /** Runs an action and tells the person how it went (`success` as a toast). */
  run: (work: Promise<unknown>, success?: string) => void;
}

/** The one dialog a file action opens; each sits in the dialog's own error boundary (ModalDialog). */
export function FileActionDialogs({
  open,
  collections,
  actions,
  onClose,
  onOpenKnowledgeBase,
  run,
}: FileActionDialogsProps) {
  const intl = useIntl();
  const projects = useProjects();
  if (!open) return null;
  const { file } = open;
  switch (open.action) {
    case 'preview':
      return <FilePreviewDialog file={file} onClose={onClose} />;
    case 'rename':
      return (
        <RenameFileDialog
          file={file}
          onClose={onClose}
          onRename={(name) => {
            onClose();
            run(actions.rename(file, name), intl.formatMessage(filesMessages.renamed, { name }));
          }}
        />
      );
    case 'delete':
      return (
        <ConfirmDialog
          title={intl.formatMessage(filesMessages.deleteTitle, { name: file.name })}
          cancelLabel={intl.formatMessage(filesMessages.cancel)}
          confirmLabel={intl.formatMessage(filesMessages.delete)}
          onClose={onClose}
          onConfirm={() => {
            onClose();
            run(actions.remove(file), intl.formatMessage(filesMessages.deleted, { name: file.name }));
          }}
        >
          <p>{intl.formatMessage(filesMessages.deleteBody)}</p>
        </ConfirmDialog>
      );
    case 'knowledge':
      return (
        <KnowledgePickerDialog
          file={file}
          collections={collections}
          onClose={onClose}
          onSave={(collectionIDs) => {
            onClose();
            run(
              actions.setCollections(file, collectionIDs),
              intl.formatMessage(filesMessages.knowledgeSaved),
            );
          }}
        />
      );
    case 'project':
      return (
        <ProjectPickerDialog
          file={file}
          projects={projects}
          onClose={onClose}
          onOpenKnowledgeBase={() => {
            onClose();
            onOpenKnowledgeBase();
          }}
          onAdd={async (folder) => {
            const result = await actions.addToProject(file, folder.id);
            if (result === 'added') {
              onClose();
              run(
                Promise.resolve(),
                intl.formatMessage(filesMessages.projectAdded, { name: file.name, project: folder.title }),
              );
            }
            return result;
          }}
        />
      );
  }
}
