import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, DialogActions, ModalDialog } from '@confab/ui';
import type { Tag } from '@confab/core';
import { tagStyle } from './tag-style.ts';

export interface TagsDialogProps {
  chatTitle: string;
  tags: readonly Tag[];
  /** Tags other chats carry, offered for ticking. */
  knownTags: readonly Tag[];
  onChange: (tags: readonly Tag[]) => void;
  onClose: () => void;
}

/** The tag popup (spec §2): tick known tags, or type a new one; every change is saved at once. */
export function TagsDialog({ chatTitle, tags, knownTags, onChange, onClose }: TagsDialogProps) {
  const intl = useIntl();
  const [current, setCurrent] = useState<readonly Tag[]>(tags);
  const [draft, setDraft] = useState('');
  const offered = [...knownTags, ...current.filter((tag) => !knownTags.some((known) => known.id === tag.id))];

  const apply = (next: readonly Tag[]) => {
    setCurrent(next);
    onChange(next);
  };
  const addDraft = () => {
    const name = draft.trim();
    if (name === '') return;
    const lower = name.toLocaleLowerCase();
    const existing = offered.find((tag) => tag.name.toLocaleLowerCase() === lower);
    const tag = existing ?? { id: crypto.randomUUID(), name };
    if (!current.some((candidate) => candidate.id === tag.id)) apply([...current, tag]);
    setDraft('');
  };

  return (
    <ModalDialog
      title={intl.formatMessage({ id: 'chatList.tags.title', defaultMessage: 'Tags' })}
      onClose={onClose}
      size="small"
    >
      <p className="chat-list-dialog__subject">{chatTitle}</p>
      {offered.length === 0 ? (
        <p className="chat-list-dialog__hint">
          {intl.formatMessage({
            id: 'chatList.tags.none',
            defaultMessage: 'No tags yet. Add the first one below.',
          })}
        </p>
      ) : (
        <ul className="tags-dialog__list">
          {offered.map((tag) => (
            <li key={tag.id}>
              <label className="tag-chip tags-dialog__option" style={tagStyle(tag.name)}>
                <input
                  type="checkbox"
                  checked={current.some((candidate) => candidate.id === tag.id)}
                  onChange={(event) => {
                    apply(
                      event.target.checked
                        ? [...current, tag]
                        : current.filter((candidate) => candidate.id !== tag.id),
                    );
                  }}
                />
                {tag.name}
              </label>
            </li>
          ))}
        </ul>
      )}
      <form
        className="tags-dialog__add"
        onSubmit={(event) => {
          event.preventDefault();
          addDraft();
        }}
      >
        <input
          className="chat-list-dialog__input"
          aria-label={intl.formatMessage({ id: 'chatList.tags.newTag', defaultMessage: 'New tag' })}
          placeholder={intl.formatMessage({ id: 'chatList.tags.newTag', defaultMessage: 'New tag' })}
          value={draft}
          maxLength={50}
          onChange={(event) => {
            setDraft(event.target.value);
          }}
        />
        <Button type="submit" disabled={draft.trim() === ''}>
          {intl.formatMessage({ id: 'chatList.tags.add', defaultMessage: 'Add tag' })}
        </Button>
      </form>
      <DialogActions>
        <Button variant="primary" onClick={onClose}>
          {intl.formatMessage({ id: 'chatList.dialog.done', defaultMessage: 'Done' })}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
