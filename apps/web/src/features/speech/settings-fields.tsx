import { useId, type ReactNode } from 'react';

/** A labelled switch row of a settings page. */
export function SwitchRow({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="settings-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(event) => {
          onChange(event.target.checked);
        }}
      />
    </div>
  );
}

/** A labelled select row; options are [value, label] pairs. */
export function SelectRow({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="settings-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      >
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A labelled text row, saved as typed; an empty value means the placeholder's default. */
export function TextRow({
  label,
  value,
  placeholder,
  hint,
  type = 'text',
  onChange,
}: {
  label: string;
  value: string;
  placeholder?: string;
  hint?: ReactNode;
  type?: 'text' | 'url';
  onChange: (value: string) => void;
}) {
  const id = useId();
  const hintID = useId();
  return (
    <div className="settings-field settings-field--stacked">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        placeholder={placeholder}
        spellCheck={false}
        autoComplete="off"
        aria-describedby={hint ? hintID : undefined}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
      {hint ? (
        <p id={hintID} className="settings-section__hint speech-settings__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
