import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ToggleGroup, useToasts } from '@confab/ui';
import { Notices } from '../notices/index.ts';
import { filesMessages } from './files-messages.ts';
import { FilesView } from './files-view.tsx';
import { KnowledgeView } from './knowledge/knowledge-view.tsx';
import { useFileActions } from './use-file-actions.ts';
import { useFilesData } from './use-files-data.ts';
import './files-screen.css';

export type FilesScreenView = 'files' | 'knowledge';

export interface FilesScreenProps {
  /** Opens a new chat (after "Use in chat" put the file in the composer). */
  onOpenNewChat: () => void;
  /**
   * Shown at the foot of the knowledge base view: the slot for the organisation's knowledge portal
   * (the "knowledge-server" feature), placed by the app so this feature needs no import of it.
   */
  knowledgePortal?: ReactNode;
  initialView?: FilesScreenView;
}

/** The Files tab: every stored file, and the knowledge base collections built from them. */
export function FilesScreen({ onOpenNewChat, knowledgePortal, initialView = 'files' }: FilesScreenProps) {
  const intl = useIntl();
  const data = useFilesData();
  const actions = useFileActions();
  const toasts = useToasts();
  const [view, setView] = useState<FilesScreenView>(initialView);
  const { show } = toasts;

  const run = (work: Promise<unknown>, success?: string) => {
    work.then(
      () => {
        if (success) show(success);
      },
      () => {
        show(intl.formatMessage(filesMessages.saveFailed), 'error');
      },
    );
  };

  return (
    <div className="files-screen">
      <header className="files-screen__header">
        <div className="files-screen__heading">
          <h1>{intl.formatMessage(filesMessages.title)}</h1>
          <p className="files-screen__intro">{intl.formatMessage(filesMessages.intro)}</p>
        </div>
        <ToggleGroup
          label={intl.formatMessage(filesMessages.views)}
          value={view}
          onChange={setView}
          options={[
            { value: 'files', label: intl.formatMessage(filesMessages.viewFiles) },
            { value: 'knowledge', label: intl.formatMessage(filesMessages.viewKnowledge) },
          ]}
        />
      </header>
      {view === 'files' ? (
        <FilesView
          data={data}
          actions={actions}
          run={run}
          onOpenNewChat={onOpenNewChat}
          onOpenKnowledgeBase={() => {
            setView('knowledge');
          }}
        />
      ) : (
        <KnowledgeView
          data={data}
          run={run}
          portal={knowledgePortal}
          onOpenFiles={() => {
            setView('files');
          }}
        />
      )}
      <Notices notices={toasts.toasts} onDismiss={toasts.dismiss} />
    </div>
  );
}
