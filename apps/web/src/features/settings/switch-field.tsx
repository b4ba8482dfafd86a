import { useId } from 'react';

export interface SwitchFieldProps {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** One labelled on/off row of a settings page (a checkbox with the `switch` role). */
export function SwitchField({ label, hint, checked, onChange }: SwitchFieldProps) {
  const inputID = useId();
  const hintID = useId();
  return (
    <div className="settings-field">
      <span className="settings-field__label">
        <label htmlFor={inputID}>{label}</label>
        {hint ? (
          <span id={hintID} className="settings-field__hint">
            {hint}
          </span>
        ) : null}
      </span>
      <input
        id={inputID}
        type="checkbox"
        role="switch"
        checked={checked}
        aria-describedby={hint ? hintID : undefined}
        onChange={(event) => {
          onChange(event.target.checked);
        }}
      />
    </div>
  );
}
