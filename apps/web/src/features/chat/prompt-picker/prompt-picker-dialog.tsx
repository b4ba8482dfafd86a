import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, DialogActions, ModalDialog, useDebouncedValue } from '@confab/ui';
import { filterPrompts, type Prompt } from '@confab/core';
import { useLibraryPrompts } from './use-library-prompts.ts';
import './prompt-picker-dialog.css';

/** Spec §9: the picker's search waits 300 ms after the last key. */
export const pickerSearchDebounceMilliseconds = 300;

export interface PromptPickerDialogProps {
  onInsert: (prompts: Prompt[]) => void;
  onClose: () => void;
}

/** Choose one or several saved prompts to put in the composer (several become a `----` queue). */
export function PromptPickerDialog({ onInsert, onClose }: PromptPickerDialogProps) {
  const intl = useIntl();
  const prompts = useLibraryPrompts(true);
  const [query, setQuery] = useState('');
  const debouncedQuery = useDebouncedValue(query, pickerSearchDebounceMilliseconds);
  const [chosen, setChosen] = useState<string[]>([]);

  const shown = filterPrompts(prompts, { query: debouncedQuery, tagIDs: [] });
  const insert = () => {
    const picked = chosen.flatMap((id) => prompts.find((prompt) => prompt.id === id) ?? []);
    if (picked.length > 0) onInsert(picked);
  };

  return (
    <ModalDialog
      size="compact"
      className="prompt-picker"
      title={intl.formatMessage({ id: 'chat.picker.title', defaultMessage: 'Insert prompts' })}
      onClose={onClose}
    >
      <input
        type="search"
        className="prompt-picker__search"
        autoFocus
        aria-label={intl.formatMessage({
          id: 'chat.picker.search',
          defaultMessage: 'Search saved prompts',
        })}
        placeholder={intl.formatMessage({
          id: 'chat.picker.search',
          defaultMessage: 'Search saved prompts',
        })}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
        }}
      />
      <ul className="prompt-picker__list">
        {shown.map((prompt) => (
          <li key={prompt.id}>
            <label className="prompt-picker__option">
              <input
                type="checkbox"
                checked={chosen.includes(prompt.id)}
                onChange={(event) => {
                  const { checked } = event.target;
                  setChosen((current) =>
                    checked ? [...current, prompt.id] : current.filter((id) => id !== prompt.id),
                  );
                }}
              />
              <span>
                <span className="prompt-picker__title">{prompt.title}</span>
                {prompt.description ? (
                  <span className="prompt-picker__description">{prompt.description}</span>
                ) : null}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {shown.length === 0 ? (
        <p className="prompt-picker__empty">
          {intl.formatMessage({ id: 'chat.picker.empty', defaultMessage: 'No saved prompt matches.' })}
        </p>
      ) : null}
      <DialogActions placement="inline">
        <Button variant="ghost" onClick={onClose}>
          {intl.formatMessage({ id: 'chat.picker.cancel', defaultMessage: 'Cancel' })}
        </Button>
        <Button variant="primary" disabled={chosen.length === 0} onClick={insert}>
          {intl.formatMessage(
            {
              id: 'chat.picker.insert',
              defaultMessage: 'Insert {count, plural, =0 {} one {# prompt} other {# prompts}}',
            },
            { count: chosen.length },
          )}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
