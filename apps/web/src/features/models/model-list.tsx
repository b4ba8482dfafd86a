import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { lookupOwn, type MoveDirection } from '@confab/core';
import { ModelRow } from './model-row.tsx';
import type { CatalogueModel } from './model-list-types.ts';

export interface ModelListProps {
  models: readonly CatalogueModel[];
  selectedID: string | undefined;
  defaultModelID: string;
  showPricing: boolean;
  onSelect: (modelID: string) => void;
  /** Enter, or a click: on phones this shows the detail panel. */
  onOpen: (modelID: string) => void;
  /** Absent when the host hides reordering. */
  onMove?: (modelID: string, direction: MoveDirection) => void;
}

/**
 * The master list as a listbox: arrow keys choose a model, Alt+Arrow moves it, so reordering works
 * without a mouse. Options are named by the model's title alone so "GPT-5" and "GPT-5 mini" stay apart.
 */
export function ModelList({
  models,
  selectedID,
  defaultModelID,
  showPricing,
  onSelect,
  onOpen,
  onMove,
}: ModelListProps) {
  const intl = useIntl();
  const baseID = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const selectedIndex = models.findIndex((model) => model.id === selectedID);
  const optionID = (index: number) => `${baseID}-option-${index}`;

  useEffect(() => {
    if (selectedIndex < 0) return;
    document.getElementById(optionID(selectedIndex))?.scrollIntoView({ block: 'nearest' });
  });

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = models[selectedIndex];
    if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      if (current && onMove) onMove(current.id, event.key === 'ArrowUp' ? 'up' : 'down');
      return;
    }
    const targets: Record<string, number> = {
      ArrowUp: Math.max(0, selectedIndex - 1),
      ArrowDown: Math.min(models.length - 1, selectedIndex + 1),
      Home: 0,
      End: models.length - 1,
    };
    const target = lookupOwn(targets, event.key);
    if (target !== undefined) {
      event.preventDefault();
      const model = models[target];
      if (model) onSelect(model.id);
    } else if (event.key === 'Enter' && current) {
      event.preventDefault();
      onOpen(current.id);
    }
  };

  return (
    <ul
      ref={listRef}
      className="model-list"
      role="listbox"
      tabIndex={0}
      aria-label={intl.formatMessage({ id: 'models.list.label', defaultMessage: 'Model list' })}
      aria-activedescendant={selectedIndex >= 0 ? optionID(selectedIndex) : undefined}
      aria-keyshortcuts={onMove ? 'Alt+ArrowUp Alt+ArrowDown' : undefined}
      onKeyDown={onKeyDown}
    >
      {models.map((model, index) => (
        <li
          key={model.id}
          id={optionID(index)}
          role="option"
          className="model-row"
          aria-selected={model.id === selectedID}
          aria-labelledby={`${optionID(index)}-title`}
          aria-describedby={`${optionID(index)}-details`}
          data-hidden={model.hidden || undefined}
          onClick={() => {
            onSelect(model.id);
            onOpen(model.id);
            listRef.current?.focus();
          }}
        >
          <ModelRow
            model={model}
            isDefault={model.id === defaultModelID}
            showPricing={showPricing}
            titleID={`${optionID(index)}-title`}
            detailsID={`${optionID(index)}-details`}
          />
        </li>
      ))}
    </ul>
  );
}
