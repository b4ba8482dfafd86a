import { FormField } from '@confab/ui';

export interface ConsoleTextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'url' | 'email';
  required?: boolean;
  /** A few rows of text (prompt bodies, descriptions) instead of one line. */
  multiline?: boolean;
}

/** A labelled text field of the console's forms, holding its value in the section's state. */
export function ConsoleTextField({
  label,
  value,
  onChange,
  type = 'text',
  required = false,
  multiline = false,
}: ConsoleTextFieldProps) {
  return (
    <FormField label={label}>
      {(control) =>
        multiline ? (
          <textarea
            {...control}
            rows={3}
            required={required}
            value={value}
            onChange={(event) => {
              onChange(event.target.value);
            }}
          />
        ) : (
          <input
            {...control}
            type={type}
            required={required}
            value={value}
            onChange={(event) => {
              onChange(event.target.value);
            }}
          />
        )
      }
    </FormField>
  );
}
