import { useIntl } from 'react-intl';
import { groupModels } from './group-models.ts';
import { useLocalModelDiscovery } from './local-model-discovery.tsx';
import { useModelCatalogue } from './use-model-catalogue.ts';
import { useModelGroupLabel } from './use-model-group-label.ts';
import type { AvailableModel } from './model-list-types.ts';
import './model-picker.css';

export interface ModelPickerProps {
  value: string;
  onChange: (modelID: string) => void;
  /** The accessible name; "Model" everywhere a chat picks its model (ARCHITECTURE §7). */
  label?: string;
  disabled?: boolean;
  id?: string;
}

/**
 * A native select: it is a combobox to assistive technology, works with the keyboard and the phone's
 * own wheel picker, and cannot be half-built. Models without a key stay choosable, marked, so the
 * chat can point the user to the key form.
 */
export function ModelPicker({ value, onChange, label, disabled, id }: ModelPickerProps) {
  const intl = useIntl();
  const groupLabel = useModelGroupLabel();
  const { models } = useModelCatalogue();
  const discoverLocalModels = useLocalModelDiscovery();
  const offered = models.filter((model) => !model.hidden);
  const current = models.find((model) => model.id === value);
  // A hidden or vanished model still shows as the current value rather than the select lying.
  const currentIsOffered = offered.some((model) => model.id === value);

  const optionLabel = (model: AvailableModel) =>
    model.ready
      ? model.title
      : intl.formatMessage(
          { id: 'models.picker.noKey', defaultMessage: '{title} (no key)' },
          { title: model.title },
        );

  return (
    <select
      id={id}
      className="model-picker"
      aria-label={label ?? intl.formatMessage({ id: 'models.picker.label', defaultMessage: 'Model' })}
      value={value}
      disabled={disabled}
      // Local servers are probed when a person reaches for the list, not on every page load.
      onFocus={discoverLocalModels}
      onPointerDown={discoverLocalModels}
      onChange={(event) => {
        onChange(event.target.value);
      }}
    >
      {value === '' ? (
        <option value="" disabled>
          {intl.formatMessage({ id: 'models.picker.choose', defaultMessage: 'Choose a model' })}
        </option>
      ) : null}
      {value !== '' && !currentIsOffered ? (
        <option value={value}>{current ? optionLabel(current) : value}</option>
      ) : null}
      {groupModels(offered).map((group) => (
        <optgroup key={group.key} label={groupLabel(group.key)}>
          {group.models.map((model) => (
            <option key={model.id} value={model.id}>
              {optionLabel(model)}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}
