import { useId } from 'react';
import { useIntl } from 'react-intl';
import { formFieldClassNames } from '@confab/ui';
import { knowledgePickerMessages } from './knowledge-picker-messages.ts';
import { useKnowledgeBaseSummary } from './use-knowledge-collections.ts';
import './collection-multi-select.css';

export interface CollectionMultiSelectProps {
  legend: string;
  hint?: string;
  /** Collection ids; ids no collection here has (typed tags of old, a deleted collection) stay listed. */
  value: readonly string[];
  onChange: (collectionIDs: string[]) => void;
  disabled?: boolean;
  /** Says that choosing none means every collection (an agent's field; a project's means none). */
  noneMeansAll?: boolean;
  /** The legend's look where the field is a section of its own (the project settings' headings). */
  legendClassName?: string;
}

/**
 * Knowledge collections as checkboxes. An id that names no collection is shown as "Unknown
 * collection" with its id, checked, so it can be removed but is never dropped silently.
 */
export function CollectionMultiSelect({
  legend,
  hint,
  value,
  onChange,
  disabled,
  noneMeansAll = false,
  legendClassName = formFieldClassNames.label,
}: CollectionMultiSelectProps) {
  const intl = useIntl();
  const hintID = useId();
  const { collections, loaded } = useKnowledgeBaseSummary();
  const known = new Set(collections.map((collection) => collection.id));
  const options = [
    ...collections.map((collection) => ({ id: collection.id, label: collection.name, unknown: false })),
    ...(loaded ? value.filter((id) => !known.has(id)) : []).map((id) => ({
      id,
      label: `${intl.formatMessage(knowledgePickerMessages.unknownCollection)} (${id})`,
      unknown: true,
    })),
  ];
  return (
    <fieldset className="collection-select" aria-describedby={hintID} disabled={disabled}>
      <legend className={legendClassName}>{legend}</legend>
      <p id={hintID} className={`${formFieldClassNames.hint} collection-select__hint`}>
        {[hint, noneMeansAll ? intl.formatMessage(knowledgePickerMessages.noneMeansAll) : undefined]
          .filter(Boolean)
          .join(' ')}
      </p>
      {loaded && options.length === 0 ? (
        <p className={`${formFieldClassNames.hint} collection-select__empty`}>
          {intl.formatMessage(knowledgePickerMessages.noCollections)}
        </p>
      ) : null}
      {options.map((option) => (
        <label
          key={option.id}
          className={
            option.unknown
              ? 'collection-select__option collection-select__option--unknown'
              : 'collection-select__option'
          }
        >
          <input
            type="checkbox"
            checked={value.includes(option.id)}
            onChange={(event) => {
              onChange(event.target.checked ? [...value, option.id] : value.filter((id) => id !== option.id));
            }}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
