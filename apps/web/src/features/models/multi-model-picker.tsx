import { useCallback, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { groupModels } from './group-models.ts';
import { useAvailableModels } from './use-available-models.ts';
import { useLocalModelDiscovery } from './local-model-discovery.tsx';
import { useModelGroupLabel } from './use-model-group-label.ts';
import { useDismiss } from '@confab/ui';
import './multi-model-picker.css';

export interface MultiModelPickerProps {
  /** The chosen model ids; the chat sends the prompt to each of them. */
  value: readonly string[];
  onChange: (modelIDs: string[]) => void;
  disabled?: boolean;
}

/** Several models for one prompt: a button opening a checkbox list, grouped like the single picker. */
export function MultiModelPicker({ value, onChange, disabled }: MultiModelPickerProps) {
  const intl = useIntl();
  const groupLabel = useModelGroupLabel();
  const { models } = useAvailableModels();
  const discoverLocalModels = useLocalModelDiscovery();
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popoverID = useId();
  const name = intl.formatMessage({
    id: 'models.multiPicker.label',
    defaultMessage: 'Models for this prompt',
  });

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  useDismiss(open, containerRef, close);

  const chosen = new Set(value);
  const toggle = (modelID: string, checked: boolean) => {
    const next = new Set(chosen);
    if (checked) next.add(modelID);
    else next.delete(modelID);
    // Report in the list's order so the first chosen model is predictable (the primary answer).
    onChange(models.map((model) => model.id).filter((id) => next.has(id)));
  };

  return (
    <div className="multi-model-picker" ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className="multi-model-picker__button"
        aria-label={name}
        aria-expanded={open}
        aria-controls={popoverID}
        disabled={disabled}
        onClick={() => {
          discoverLocalModels();
          setOpen((wasOpen) => !wasOpen);
        }}
      >
        <span aria-hidden="true">
          {intl.formatMessage(
            {
              id: 'models.multiPicker.count',
              defaultMessage: '{count, plural, one {# model} other {# models}}',
            },
            { count: value.length },
          )}
        </span>
      </button>
      {open ? (
        <fieldset id={popoverID} className="multi-model-picker__popover">
          <legend>{name}</legend>
          {groupModels(models).map((group) => (
            <div key={group.key} className="multi-model-picker__group">
              <p className="multi-model-picker__group-label" aria-hidden="true">
                {groupLabel(group.key)}
              </p>
              {group.models.map((model) => (
                <label key={model.id} className="multi-model-picker__option">
                  <input
                    type="checkbox"
                    checked={chosen.has(model.id)}
                    onChange={(event) => {
                      toggle(model.id, event.target.checked);
                    }}
                  />
                  <span>{model.title}</span>
                  {model.ready ? null : (
                    <span className="multi-model-picker__note">
                      {intl.formatMessage({ id: 'models.multiPicker.noKey', defaultMessage: 'no key' })}
                    </span>
                  )}
                </label>
              ))}
            </div>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
