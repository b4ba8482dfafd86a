import { useIntl } from 'react-intl';
import { Button, formFieldClassNames } from '@confab/ui';
import type { FewShotExample } from '@confab/core';
import { editorMessages, editorValueMessages } from './editor-messages.ts';

export interface FewShotExamplesFieldProps {
  examples: FewShotExample[];
  onChange: (examples: FewShotExample[]) => void;
}

/** User/assistant pairs that follow the instructions, so the model sees the answers wanted. */
export function FewShotExamplesField({ examples, onChange }: FewShotExamplesFieldProps) {
  const intl = useIntl();
  const change = (index: number, part: Partial<FewShotExample>) => {
    onChange(examples.map((example, position) => (position === index ? { ...example, ...part } : example)));
  };
  return (
    <fieldset className={formFieldClassNames.group}>
      <legend className={formFieldClassNames.label}>{intl.formatMessage(editorMessages.examples)}</legend>
      <p className={formFieldClassNames.hint}>{intl.formatMessage(editorMessages.examplesHint)}</p>
      {examples.map((example, index) => {
        const number = index + 1;
        return (
          <div key={index} className="editor-example">
            <p className="editor-example__title">
              {intl.formatMessage(editorValueMessages.example, { number })}
            </p>
            <textarea
              rows={2}
              aria-label={intl.formatMessage(editorValueMessages.exampleUser, { number })}
              value={example.user}
              onChange={(event) => {
                change(index, { user: event.target.value });
              }}
            />
            <textarea
              rows={3}
              aria-label={intl.formatMessage(editorValueMessages.exampleAssistant, { number })}
              value={example.assistant}
              onChange={(event) => {
                change(index, { assistant: event.target.value });
              }}
            />
            <Button
              variant="ghost"
              onClick={() => {
                onChange(examples.filter((_, position) => position !== index));
              }}
            >
              {intl.formatMessage(editorValueMessages.removeExample, { number })}
            </Button>
          </div>
        );
      })}
      <Button
        onClick={() => {
          onChange([...examples, { user: '', assistant: '' }]);
        }}
      >
        {intl.formatMessage(editorMessages.addExample)}
      </Button>
    </fieldset>
  );
}
