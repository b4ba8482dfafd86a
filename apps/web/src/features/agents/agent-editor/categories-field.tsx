import { useIntl } from 'react-intl';
import { agentCategoryOrder, uncategorisedCategory } from '@confab/core';
import { formFieldClassNames } from '@confab/ui';
import { useCategoryLabel } from '../use-category-label.ts';
import { editorMessages } from './editor-messages.ts';

export interface CategoriesFieldProps {
  categories: string[];
  onChange: (categories: string[]) => void;
}

/** The fixed categories as checkboxes; categories an agent brought from elsewhere stay offered. */
export function CategoriesField({ categories, onChange }: CategoriesFieldProps) {
  const intl = useIntl();
  const categoryLabel = useCategoryLabel();
  const known = agentCategoryOrder.filter((category) => category !== uncategorisedCategory);
  const offered = [...known, ...categories.filter((category) => !(known as string[]).includes(category))];
  return (
    <fieldset className="editor-categories">
      <legend className={formFieldClassNames.label}>{intl.formatMessage(editorMessages.categories)}</legend>
      {offered.map((category) => (
        <label key={category} className="editor-categories__option">
          <input
            type="checkbox"
            checked={categories.includes(category)}
            onChange={(event) => {
              onChange(
                event.target.checked
                  ? [...categories, category]
                  : categories.filter((existing) => existing !== category),
              );
            }}
          />
          {categoryLabel(category)}
        </label>
      ))}
    </fieldset>
  );
}
