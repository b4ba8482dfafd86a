import './field.css';

export interface SearchInputProps {
  /** The accessible name, also shown as the placeholder. */
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  className?: string;
}

/** A search box that Escape clears (and that keeps Escape from also closing what it sits in). */
export function SearchInput({ label, value, onValueChange, className }: SearchInputProps) {
  return (
    <input
      type="search"
      className={className ? `ui-field ${className}` : 'ui-field'}
      aria-label={label}
      placeholder={label}
      value={value}
      onChange={(event) => {
        onValueChange(event.target.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && value !== '') {
          event.preventDefault();
          event.stopPropagation();
          onValueChange('');
        }
      }}
    />
  );
}
