import { useIntl } from 'react-intl';
import { Button } from '@confab/ui';
import type { Tag } from '@confab/core';
import { tagStyle } from './tag-style.ts';

export interface TagFilterProps {
  id: string;
  tags: readonly Tag[];
  selected: ReadonlySet<string>;
  onChange: (selected: ReadonlySet<string>) => void;
}

/** The tags in use as toggles; ticking some shows only chats carrying any of them. */
export function TagFilter({ id, tags, selected, onChange }: TagFilterProps) {
  const intl = useIntl();
  return (
    <div
      id={id}
      role="group"
      aria-label={intl.formatMessage({ id: 'chatList.tagFilter.group', defaultMessage: 'Filter by tag' })}
      className="tag-filter"
    >
      {tags.map((tag) => (
        <label key={tag.id} className="tag-chip tag-filter__option" style={tagStyle(tag.name)}>
          <input
            type="checkbox"
            checked={selected.has(tag.id)}
            onChange={(event) => {
              const next = new Set(selected);
              if (event.target.checked) next.add(tag.id);
              else next.delete(tag.id);
              onChange(next);
            }}
          />
          {tag.name}
        </label>
      ))}
      {selected.size > 0 ? (
        <Button
          variant="ghost"
          className="tag-filter__clear"
          onClick={() => {
            onChange(new Set());
          }}
        >
          {intl.formatMessage({ id: 'chatList.tagFilter.clear', defaultMessage: 'Clear tags' })}
        </Button>
      ) : null}
    </div>
  );
}
