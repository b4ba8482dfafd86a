import { useIntl } from 'react-intl';
import { IconButton } from '@confab/ui';
import type { SiblingPosition } from '@confab/core';
import { chatMessages } from './chat-messages.ts';

export interface BranchNavigatorProps {
  position: SiblingPosition;
  onSelect: (uuid: string) => void;
}

/** Moves between alternatives that share a parent: answers regenerated or prompts edited. */
export function BranchNavigator({ position, onSelect }: BranchNavigatorProps) {
  const intl = useIntl();
  if (position.count < 2) return null;
  return (
    <div
      className="branch-navigator"
      role="group"
      aria-label={intl.formatMessage({ id: 'chat.branch.label', defaultMessage: 'Alternatives' })}
    >
      <IconButton
        label={intl.formatMessage(chatMessages.previousAlternative)}
        disabled={!position.previousUUID}
        onClick={() => {
          if (position.previousUUID) onSelect(position.previousUUID);
        }}
      >
        <span aria-hidden="true">‹</span>
      </IconButton>
      <span className="branch-navigator__position">
        {intl.formatMessage(chatMessages.alternativePosition, {
          index: position.index + 1,
          count: position.count,
        })}
      </span>
      <IconButton
        label={intl.formatMessage(chatMessages.nextAlternative)}
        disabled={!position.nextUUID}
        onClick={() => {
          if (position.nextUUID) onSelect(position.nextUUID);
        }}
      >
        <span aria-hidden="true">›</span>
      </IconButton>
    </div>
  );
}
