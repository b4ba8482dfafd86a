import { useIntl } from 'react-intl';
import type { Tag } from '@confab/core';
import { CloseIcon } from '@confab/ui';
import { promptMessages } from './prompt-messages.ts';

/** The tags the list is filtered by, each removable on its own. */
export function SelectedTagChips({ tags, onRemove }: { tags: Tag[]; onRemove: (tagID: string) => void }) {
  const intl = useIntl();
  if (tags.length === 0) return null;
  return (
    <ul className="tag-chips" aria-label={intl.formatMessage(promptMessages.selectedTags)}>
      {tags.map((tag) => (
        <li key={tag.id} className="tag-chip tag-chip--selected">
          <span>{tag.name}</span>
          <button
            type="button"
            className="tag-chip__remove"
            aria-label={intl.formatMessage(promptMessages.removeTagFilter, { name: tag.name })}
            onClick={() => {
              onRemove(tag.id);
            }}
          >
            <CloseIcon />
          </button>
        </li>
      ))}
    </ul>
  );
}
