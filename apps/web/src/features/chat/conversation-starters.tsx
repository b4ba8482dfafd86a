import { useIntl } from 'react-intl';
import { Button } from '@confab/ui';

/** An agent's suggested first prompts, offered until the person has written something. */
export function ConversationStarters({
  starters,
  onPick,
}: {
  starters: readonly string[];
  onPick: (text: string) => void;
}) {
  const intl = useIntl();
  if (starters.length === 0) return null;
  return (
    <ul
      className="conversation-starters"
      aria-label={intl.formatMessage({ id: 'chat.starters.label', defaultMessage: 'Conversation starters' })}
    >
      {starters.map((starter) => (
        <li key={starter}>
          <Button
            variant="secondary"
            onClick={() => {
              onPick(starter);
            }}
          >
            {starter}
          </Button>
        </li>
      ))}
    </ul>
  );
}
