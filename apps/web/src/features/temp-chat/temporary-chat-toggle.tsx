import { useIntl } from 'react-intl';
import { Button } from '@confab/ui';
import { temporaryChatMessages } from './temporary-chat-messages.ts';
import { useTemporaryChatActive } from './temporary-chat-state.ts';

export interface TemporaryChatToggleProps {
  /** The same command the shortcut runs (app/commands.ts), so button and key cannot drift apart. */
  onToggle: () => void;
  /** The shortcut, shown to the person and announced. */
  shortcut: { label: string; ariaKeys: string } | undefined;
}

/** The top bar's switch for a chat that is never stored. */
export function TemporaryChatToggle({ onToggle, shortcut }: TemporaryChatToggleProps) {
  const intl = useIntl();
  const active = useTemporaryChatActive();
  return (
    <Button
      variant={active ? 'primary' : 'ghost'}
      aria-pressed={active}
      aria-keyshortcuts={shortcut?.ariaKeys}
      title={shortcut?.label}
      onClick={onToggle}
    >
      {intl.formatMessage(temporaryChatMessages.turnOn)}
    </Button>
  );
}
