import { useIntl } from 'react-intl';
import { GridIcon, ListIcon, SearchInput, ToggleGroup, type ToggleOption } from '@confab/ui';
import { promptSortOrders, type PromptSortOrder } from '@confab/core';
import { promptMessages } from './prompt-messages.ts';
import { TagFilterMenu } from './tag-filter-menu.tsx';
import type { LibraryLayout, LibraryView } from './use-library-view.ts';

const sortLabels = {
  title: promptMessages.sortTitle,
  lastUsedAt: promptMessages.sortLastUsed,
  createdAt: promptMessages.sortCreated,
} satisfies Record<PromptSortOrder, unknown>;

function isSortOrder(value: string): value is PromptSortOrder {
  return promptSortOrders.some((order) => order === value);
}

/** Search, tag filter, sort and layout above the cards. */
export function PromptToolbar({ view }: { view: LibraryView }) {
  const intl = useIntl();
  const layouts: ToggleOption<LibraryLayout>[] = [
    { value: 'list', label: intl.formatMessage(promptMessages.layoutList), icon: <ListIcon /> },
    { value: 'grid', label: intl.formatMessage(promptMessages.layoutGrid), icon: <GridIcon /> },
  ];
  return (
    <div className="prompts-toolbar">
      <SearchInput
        className="prompts-toolbar__search"
        label={intl.formatMessage(promptMessages.search)}
        value={view.query}
        onValueChange={view.setQuery}
      />
      <TagFilterMenu
        tags={view.allTags}
        selectedTagIDs={view.selectedTags.map((tag) => tag.id)}
        onToggle={view.toggleTag}
      />
      <select
        className="ui-field"
        aria-label={intl.formatMessage(promptMessages.sort)}
        value={view.sortOrder}
        onChange={(event) => {
          if (isSortOrder(event.target.value)) view.setSortOrder(event.target.value);
        }}
      >
        {promptSortOrders.map((order) => (
          <option key={order} value={order}>
            {intl.formatMessage(sortLabels[order])}
          </option>
        ))}
      </select>
      <ToggleGroup
        label={intl.formatMessage(promptMessages.layout)}
        options={layouts}
        value={view.layout}
        onChange={view.setLayout}
      />
    </div>
  );
}
