import { useIntl } from 'react-intl';
import { Button, formFieldClassNames } from '@confab/ui';
import { editorMessages, editorValueMessages } from './editor-messages.ts';

export interface StartersFieldProps {
  starters: string[];
  onChange: (starters: string[]) => void;
}

/** Conversation starters: a list of one-line prompts offered when a chat with the agent begins. */
export function StartersField({ starters, onChange }: StartersFieldProps) {
  const intl = useIntl();
  return (
    <fieldset className={formFieldClassNames.group}>
      <legend className={formFieldClassNames.label}>{intl.formatMessage(editorMessages.starters)}</legend>
      {starters.map((starter, index) => {
        const number = index + 1;
        return (
          <div key={index} className="editor-list__row">
            <input
              type="text"
              aria-label={intl.formatMessage(editorValueMessages.starter, { number })}
              value={starter}
              onChange={(event) => {
                onChange(
                  starters.map((existing, position) => (position === index ? event.target.value : existing)),
                );
              }}
            />
            <Button
              variant="ghost"
              aria-label={intl.formatMessage(editorValueMessages.removeStarter, { number })}
              onClick={() => {
                onChange(starters.filter((_, position) => position !== index));
              }}
            >
              ×
            </Button>
          </div>
        );
      })}
      <Button
        onClick={() => {
          onChange([...starters, '']);
        }}
      >
        {intl.formatMessage(editorMessages.addStarter)}
      </Button>
    </fieldset>
  );
}
