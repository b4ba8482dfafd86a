import type { ReactNode } from 'react';
import './toggle-group.css';

export interface ToggleOption<T extends string> {
  value: T;
  label: string;
  /** With an icon the button shows only the icon, named and titled by the label. */
  icon?: ReactNode;
}

export interface ToggleGroupProps<T extends string> {
  label: string;
  options: readonly ToggleOption<T>[];
  value: T;
  onChange: (value: T) => void;
}

/** A segmented switch between a few exclusive choices (pressed buttons, so screen readers say which). */
export function ToggleGroup<T extends string>({ label, options, value, onChange }: ToggleGroupProps<T>) {
  return (
    <div className="ui-toggle-group" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className={
            option.icon ? 'ui-toggle-group__button ui-toggle-group__button--icon' : 'ui-toggle-group__button'
          }
          aria-pressed={value === option.value}
          {...(option.icon ? { 'aria-label': option.label, title: option.label } : {})}
          onClick={() => {
            onChange(option.value);
          }}
        >
          {option.icon ?? option.label}
        </button>
      ))}
    </div>
  );
}
