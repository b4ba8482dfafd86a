import { useCallback, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Tag } from '@confab/core';
import { TagIcon, VisuallyHidden } from '@confab/ui';
import { promptMessages } from './prompt-messages.ts';
import { useDismiss } from '@confab/ui';

export interface TagFilterMenuProps {
  tags: Tag[];
  selectedTagIDs: string[];
  onToggle: (tagID: string) => void;
}

/** The "Filter by tag" dropdown: a checkbox per tag, with its own search for long tag lists. */
export function TagFilterMenu({ tags, selectedTagIDs, onToggle }: TagFilterMenuProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [tagQuery, setTagQuery] = useState('');
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelID = useId();
  const close = useCallback(() => {
    setOpen(false);
    setTagQuery('');
  }, []);
  useDismiss(open, containerRef, close);

  const needle = tagQuery.trim().toLocaleLowerCase();
  const shownTags = tags.filter((tag) => tag.name.toLocaleLowerCase().includes(needle));

  return (
    <div className="tag-filter" ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className="prompts-toolbar__button"
        aria-expanded={open}
        aria-controls={open ? panelID : undefined}
        onClick={() => {
          if (open) close();
          else setOpen(true);
        }}
      >
        <TagIcon />
        <span>{intl.formatMessage(promptMessages.filterByTag)}</span>
        {selectedTagIDs.length > 0 ? (
          <span className="tag-filter__count">
            {intl.formatMessage(promptMessages.filterCount, { count: selectedTagIDs.length })}
          </span>
        ) : null}
      </button>
      {open ? (
        <div id={panelID} className="tag-filter__panel">
          <input
            type="search"
            className="tag-filter__search"
            aria-label={intl.formatMessage(promptMessages.searchTags)}
            placeholder={intl.formatMessage(promptMessages.searchTags)}
            value={tagQuery}
            autoFocus
            onChange={(event) => {
              setTagQuery(event.target.value);
            }}
            onKeyDown={(event) => {
              // Escape clears a typed search first; a second Escape closes the menu.
              if (event.key === 'Escape' && tagQuery !== '') {
                event.stopPropagation();
                event.nativeEvent.stopImmediatePropagation();
                setTagQuery('');
              }
            }}
          />
          <fieldset className="tag-filter__list">
            <legend>
              <VisuallyHidden>{intl.formatMessage(promptMessages.tagList)}</VisuallyHidden>
            </legend>
            {shownTags.length === 0 ? (
              <p className="tag-filter__empty">{intl.formatMessage(promptMessages.noTags)}</p>
            ) : (
              shownTags.map((tag) => (
                <label key={tag.id} className="tag-filter__option">
                  <input
                    type="checkbox"
                    checked={selectedTagIDs.includes(tag.id)}
                    onChange={() => {
                      onToggle(tag.id);
                    }}
                  />
                  <span>{tag.name}</span>
                </label>
              ))
            )}
          </fieldset>
        </div>
      ) : null}
    </div>
  );
}
