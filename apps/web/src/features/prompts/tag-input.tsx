import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { addPromptTag, type Tag } from '@confab/core';
import { CloseIcon } from '@confab/ui';
import { promptMessages } from './prompt-messages.ts';

export interface TagInputProps {
  tags: Tag[];
  onChange: (tags: Tag[]) => void;
  /** Text typed but not yet turned into a chip; the editor adds it when saving. */
  pending: string;
  onPendingChange: (text: string) => void;
}

/** Tags as chips: type a name and press Enter; Backspace in the empty box removes the last one. */
export function TagInput({ tags, onChange, pending, onPendingChange }: TagInputProps) {
  const intl = useIntl();
  const inputID = useId();
  const hintID = useId();
  const [focused, setFocused] = useState(false);
  return (
    <div className="prompt-field">
      <label className="prompt-field__label" htmlFor={inputID}>
        {intl.formatMessage(promptMessages.fieldTags)}
      </label>
      <div className={['tag-input', focused ? 'tag-input--focused' : ''].join(' ')}>
        {tags.map((tag) => (
          <span key={tag.id} className="tag-chip tag-chip--selected">
            <span>{tag.name}</span>
            <button
              type="button"
              className="tag-chip__remove"
              aria-label={intl.formatMessage(promptMessages.removeTag, { name: tag.name })}
              onClick={() => {
                onChange(tags.filter((existing) => existing.id !== tag.id));
              }}
            >
              <CloseIcon />
            </button>
          </span>
        ))}
        <input
          id={inputID}
          className="tag-input__field"
          aria-describedby={hintID}
          value={pending}
          onFocus={() => {
            setFocused(true);
          }}
          onBlur={() => {
            setFocused(false);
          }}
          onChange={(event) => {
            onPendingChange(event.target.value);
          }}
          onKeyDown={(event) => {
            // Meta/Ctrl+Enter belongs to the dialog (save); plain Enter makes a chip instead of submitting.
            if (event.key === 'Enter' && !event.metaKey && !event.ctrlKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              onChange(addPromptTag(tags, pending));
              onPendingChange('');
            } else if (event.key === 'Backspace' && pending === '' && tags.length > 0) {
              onChange(tags.slice(0, -1));
            }
          }}
        />
      </div>
      <p id={hintID} className="prompt-field__hint">
        {intl.formatMessage(promptMessages.tagsHint)}
      </p>
    </div>
  );
}
