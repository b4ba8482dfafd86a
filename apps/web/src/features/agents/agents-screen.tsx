import { cryptoRandom, systemClock } from '@confab/core';
import { startChatWithAgent } from '../chat/index.ts';
import { formatHashRoute } from '../../routing/hash-route.ts';
import { useStorage } from '../../storage/app-storage.tsx';
import { AgentEditorDialog } from './agent-editor/agent-editor-dialog.tsx';
import { AgentCategoryNav } from './agent-category-nav.tsx';
import { AgentCategorySection, type AgentCardHandlers } from './agent-category-section.tsx';
import { Notices } from '../notices/index.ts';
import { AgentsEmptyState } from './agents-empty-state.tsx';
import { AgentsHeader } from './agents-header.tsx';
import { AgentsToolbar } from './agents-toolbar.tsx';
import { DefaultAgentsDialog } from './default-agents-dialog.tsx';
import { useHostAgentFlags } from './host-agent-flags.ts';
import { useChatFeature } from '../../host/host-config.tsx';
import { useAgentActions } from './use-agent-actions.ts';
import { useAgentDialogs } from './use-agent-dialogs.ts';
import { useAgentLibrary } from './use-agent-library.ts';
import { ModalDialog, useToasts } from '@confab/ui';
import { useIntl } from 'react-intl';
import { AgentImportReview } from './agent-import-review.tsx';
import { importMessages } from './import-messages.ts';
import { useAgentTransfer } from './use-agent-transfer.ts';
import { useAgentView } from './use-agent-view.ts';
import { useCategoryLabel } from './use-category-label.ts';
import { useFillDefaultAgents } from './use-fill-default-agents.ts';
import './agents-screen.css';
import './agent-editor/agent-editor.css';

/** The Agents tab: the user's library and the host's agents, grouped by category. */
export function AgentsScreen() {
  const flags = useHostAgentFlags();
  useFillDefaultAgents({ enabled: !flags.managed && flags.defaultAgentsOffered });
  const storage = useStorage();
  const library = useAgentLibrary();
  const view = useAgentView(library, flags.systemAgents);
  const actions = useAgentActions();
  const dialogs = useAgentDialogs();
  const categoryLabel = useCategoryLabel();
  const notices = useToasts();
  const transfer = useAgentTransfer({ actions, notify: notices.show });
  const intl = useIntl();
  // Spec §6 pickCharacters: off, people keep the agents the host gives chats but pick none themselves.
  const pickAgents = useChatFeature('pickCharacters');

  const handlers: AgentCardHandlers = {
    canCreate: flags.canCreate,
    premiumAllowed: flags.premiumAllowed,
    onChat: pickAgents
      ? (agent) => {
          void startChatWithAgent(storage, agent, { clock: systemClock, random: cryptoRandom }).then(
            (chatID) => {
              window.location.hash = formatHashRoute({ tab: 'chat', chatId: chatID });
            },
          );
        }
      : undefined,
    onClone: (agent) => void actions.clone(agent),
    onEdit: dialogs.openEdit,
    onExport: transfer.exportAgent,
    onRemove: (agent) => void actions.remove(agent),
    onShare: transfer.shareAgent,
    onTogglePin: (agent) => void actions.togglePin(agent),
  };
  const showCategories = !flags.hideCategories && view.groups.length > 0;

  return (
    <div className="agents-screen">
      <AgentsHeader
        canCreate={flags.canCreate}
        defaultAgentsOffered={flags.defaultAgentsOffered}
        onCreate={dialogs.openCreate}
        onBrowseDefaults={dialogs.openDefaults}
        onImportFile={transfer.importFile}
      />
      <AgentsToolbar view={view} />
      {library.loaded ? (
        <div className={showCategories ? 'agents-body agents-body--with-nav' : 'agents-body'}>
          {showCategories ? (
            <AgentCategoryNav categories={view.groups.map((group) => group.category)} />
          ) : null}
          <div className="agents-body__content">
            {view.groups.length === 0 ? <AgentsEmptyState search={view.appliedSearch} /> : null}
            {view.groups.map((group) => (
              <AgentCategorySection
                key={group.category}
                category={group.category}
                label={categoryLabel(group.category)}
                agents={group.agents}
                layout={view.layout}
                handlers={handlers}
              />
            ))}
          </div>
        </div>
      ) : null}
      {dialogs.dialog.kind === 'create' || dialogs.dialog.kind === 'edit' ? (
        <AgentEditorDialog
          key={dialogs.dialog.kind === 'edit' ? dialogs.dialog.agent.id : 'create'}
          agent={dialogs.dialog.kind === 'edit' ? dialogs.dialog.agent : undefined}
          actions={actions}
          onClose={dialogs.close}
        />
      ) : null}
      {dialogs.dialog.kind === 'defaults' ? (
        <DefaultAgentsDialog
          library={view.allAgents}
          onInstall={(defaultAgent) => void actions.install(defaultAgent, view.allAgents)}
          onClose={dialogs.close}
        />
      ) : null}
      {transfer.review ? (
        <ModalDialog
          title={intl.formatMessage(importMessages.reviewFileTitle)}
          onClose={transfer.cancelImport}
        >
          <AgentImportReview
            candidate={transfer.review}
            confirmLabel={intl.formatMessage(importMessages.importButton)}
            cancelLabel={intl.formatMessage(importMessages.cancel)}
            busy={transfer.saving}
            onConfirm={transfer.confirmImport}
            onCancel={transfer.cancelImport}
          />
        </ModalDialog>
      ) : null}
      <Notices notices={notices.toasts} onDismiss={notices.dismiss} />
    </div>
  );
}
