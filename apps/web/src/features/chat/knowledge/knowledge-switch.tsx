import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { ChatMeta } from '@confab/core';
import { decideKnowledgeScope } from '@confab/core/conversation';
import { useStorage } from '../../../storage/app-storage.tsx';
import { saveChatChange } from '../../../storage/save-chat-change.ts';
import { useKnowledgeBaseSummary } from '../../knowledge-picker/index.ts';
import { useProjectFolder } from '../../projects/index.ts';
import { useChatAgent } from '../use-chat-agent.ts';
import { knowledgeMessages } from './knowledge-messages.ts';
import './knowledge-switch.css';

export interface KnowledgeSwitchProps {
  meta: ChatMeta | undefined;
  /** The switch as held for a chat not created yet; written when its first prompt creates it. */
  held: boolean;
  onHeldChange: (useKnowledge: boolean) => void;
  /** Shows the chat's changed switch at once, before the stored copy is read back. */
  onMetaChange: (meta: ChatMeta) => void;
}

/**
 * The composer's "Use knowledge" switch. Shown once the knowledge base holds a document (or the chat
 * already uses it). When the chat's agent or project decides what is retrieved, the switch shows it
 * on and fixed, with who set it.
 */
export function KnowledgeSwitch({ meta, held, onHeldChange, onMetaChange }: KnowledgeSwitchProps) {
  const intl = useIntl();
  const storage = useStorage();
  const switchID = useId();
  const hintID = useId();
  const summary = useKnowledgeBaseSummary();
  const agent = useChatAgent(meta?.character?.id);
  const { folder } = useProjectFolder(meta?.folderID);
  const own = meta ? meta.useKnowledge === true : held;
  const decided = decideKnowledgeScope({ agent, project: folder?.settings, useKnowledge: own });
  const fixedBy = decided?.decidedBy === 'chat' ? undefined : decided?.decidedBy;
  if (summary.documentCount === 0 && !own && !fixedBy) return null;

  const change = (useKnowledge: boolean) => {
    if (!meta) {
      onHeldChange(useKnowledge);
      return;
    }
    saveChatChange(storage, meta, (chat) => ({ ...chat, useKnowledge }), onMetaChange);
  };
  return (
    <span className="knowledge-switch">
      <input
        id={switchID}
        type="checkbox"
        role="switch"
        checked={fixedBy ? true : own}
        disabled={fixedBy !== undefined}
        aria-describedby={fixedBy ? hintID : undefined}
        onChange={(event) => {
          change(event.target.checked);
        }}
      />
      <label htmlFor={switchID}>{intl.formatMessage(knowledgeMessages.useKnowledge)}</label>
      {fixedBy ? (
        <span id={hintID} className="knowledge-switch__hint">
          {intl.formatMessage(
            fixedBy === 'agent' ? knowledgeMessages.setByAgent : knowledgeMessages.setByProject,
          )}
        </span>
      ) : null}
    </span>
  );
}
