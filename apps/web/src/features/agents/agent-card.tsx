import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  Button,
  CloneIcon,
  EditIcon,
  ExportIcon,
  IconButton,
  PinIcon,
  ShareIcon,
  SolidLockIcon,
  TrashIcon,
} from '@confab/ui';
import { agentPermissions, type Agent } from '@confab/core';
import { AgentAvatar } from './agent-avatar.tsx';
import { agentMessages, agentValueMessages } from './agent-messages.ts';

export interface AgentCardProps {
  agent: Agent;
  canCreate: boolean;
  premiumAllowed: boolean;
  /** Absent when the host turns `pickCharacters` off: no chat is started from the card. */
  onChat?: ((agent: Agent) => void) | undefined;
  onClone: (agent: Agent) => void;
  onEdit: (agent: Agent) => void;
  onExport: (agent: Agent) => void;
  onRemove: (agent: Agent) => void;
  onShare: (agent: Agent) => void;
  onTogglePin: (agent: Agent) => void;
}

/** One agent with the actions spec §2 lists; which ones show follows the permissions of §6. */
export function AgentCard({
  agent,
  canCreate,
  premiumAllowed,
  onChat,
  onClone,
  onEdit,
  onExport,
  onRemove,
  onShare,
  onTogglePin,
}: AgentCardProps) {
  const intl = useIntl();
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  const permissions = agentPermissions(agent, { canCreate, premiumAllowed });
  const starterCount = agent.conversationStarters?.length ?? 0;

  return (
    <article className="agent-card" aria-label={agent.title}>
      <div className="agent-card__head">
        <AgentAvatar agent={agent} />
        <div className="agent-card__heading">
          <h3 className="agent-card__title">{agent.title}</h3>
          <p className="agent-card__badges">
            {agent.premium && !premiumAllowed ? (
              <span className="agent-card__badge" title={intl.formatMessage(agentMessages.premiumLocked)}>
                <SolidLockIcon size={12} />
                {intl.formatMessage(agentMessages.premium)}
              </span>
            ) : null}
            {agent.type !== 'user' ? (
              <span className="agent-card__badge">{intl.formatMessage(agentMessages.system)}</span>
            ) : null}
          </p>
        </div>
        <button
          type="button"
          className="agent-card__pin"
          aria-pressed={agent.pinned}
          title={intl.formatMessage(agent.pinned ? agentMessages.pinned : agentMessages.pin)}
          onClick={() => {
            onTogglePin(agent);
          }}
        >
          <PinIcon size={18} />
          <span className="agent-card__pin-label">{intl.formatMessage(agentMessages.pin)}</span>
        </button>
      </div>
      {agent.description ? (
        // Clamped to a few lines by CSS; the whole text stays in the page (screen readers read it)
        // and shows on hover.
        <p className="agent-card__description" title={agent.description}>
          {agent.description}
        </p>
      ) : null}
      {starterCount > 0 ? (
        <p className="agent-card__meta">
          {intl.formatMessage(agentValueMessages.starterCount, { count: starterCount })}
        </p>
      ) : null}
      <div className="agent-card__actions">
        {onChat === undefined || (agent.premium && !premiumAllowed) ? null : (
          <Button
            variant="primary"
            onClick={() => {
              onChat(agent);
            }}
          >
            {intl.formatMessage(agentMessages.chat)}
          </Button>
        )}
        {permissions.canClone ? (
          <IconButton
            label={intl.formatMessage(agentMessages.clone)}
            className="agent-card__icon-action"
            onClick={() => {
              onClone(agent);
            }}
          >
            <CloneIcon />
          </IconButton>
        ) : null}
        {permissions.canEdit ? (
          <IconButton
            label={intl.formatMessage(agentMessages.edit)}
            className="agent-card__icon-action"
            onClick={() => {
              onEdit(agent);
            }}
          >
            <EditIcon />
          </IconButton>
        ) : null}
        {permissions.canExport ? (
          <IconButton
            label={intl.formatMessage(agentMessages.export)}
            className="agent-card__icon-action"
            onClick={() => {
              onExport(agent);
            }}
          >
            <ExportIcon />
          </IconButton>
        ) : null}
        {permissions.canShare ? (
          <IconButton
            label={intl.formatMessage(agentMessages.share)}
            className="agent-card__icon-action"
            onClick={() => {
              onShare(agent);
            }}
          >
            <ShareIcon />
          </IconButton>
        ) : null}
        {permissions.canRemove ? (
          confirmingRemove ? (
            // Focused as it replaces the Remove icon, so moving focus away (blur) cancels it.
            <Button
              variant="danger"
              autoFocus
              onBlur={() => {
                setConfirmingRemove(false);
              }}
              onClick={() => {
                onRemove(agent);
              }}
            >
              {intl.formatMessage(agentMessages.confirmRemove)}
            </Button>
          ) : (
            <IconButton
              label={intl.formatMessage(agentMessages.remove)}
              className="agent-card__icon-action"
              onClick={() => {
                setConfirmingRemove(true);
              }}
            >
              <TrashIcon />
            </IconButton>
          )
        ) : null}
      </div>
    </article>
  );
}
