import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { NumberBounds } from '@confab/core';
import { FormField } from '@confab/ui';
import { parseBoundedNumber } from './number-bounds.ts';

/**
 * A number saved when the field is left (or Enter is pressed): typing "1." on the way to "1.5"
 * must not be saved or flagged. Empty means "the provider's default".
 */
export function NumberSettingField({
  label,
  hint,
  value,
  bounds,
  placeholder,
  onCommit,
}: {
  label: string;
  hint?: string;
  value: number | undefined;
  bounds: NumberBounds;
  placeholder?: string;
  onCommit: (value: number | undefined) => void;
}) {
  const intl = useIntl();
  const [draft, setDraft] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const shown = draft ?? (value === undefined ? '' : String(value));

  const commit = () => {
    if (draft === null) return;
    const parsed = parseBoundedNumber(draft, bounds);
    if (parsed === null) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setDraft(null);
    if (parsed !== value) onCommit(parsed);
  };

  const error = invalid
    ? bounds.max === undefined
      ? intl.formatMessage(
          {
            id: 'models.settings.error.atLeast',
            defaultMessage: 'Enter {whole, select, true {a whole number} other {a number}} of {min} or more.',
          },
          { min: bounds.min, whole: String(bounds.whole) },
        )
      : intl.formatMessage(
          { id: 'models.settings.error.between', defaultMessage: 'Enter a number from {min} to {max}.' },
          { min: bounds.min, max: bounds.max },
        )
    : undefined;

  return (
    <FormField label={label} hint={hint} error={error} className="settings-number">
      {(control) => (
        <input
          {...control}
          type="number"
          inputMode="decimal"
          min={bounds.min}
          max={bounds.max}
          step={bounds.step}
          placeholder={placeholder}
          value={shown}
          onChange={(event) => {
            setDraft(event.target.value);
          }}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
        />
      )}
    </FormField>
  );
}
