import { useId, type ReactNode } from 'react';
import './form-field.css';

/**
 * For markup that is not one FormField: a legend, hint or error in a fieldset of several inputs, and
 * `form` on a form whose loose controls should look like a field's. Importing these also brings
 * the field styles into the chunk that uses them.
 */
export const formFieldClassNames = {
  form: 'ui-form',
  field: 'ui-form-field',
  group: 'ui-form-group',
  label: 'ui-form-field__label',
  hint: 'ui-form-field__hint',
  error: 'ui-form-field__error',
} as const;

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  /** Renders the control with the id and descriptions that tie it to its label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled control with an optional hint and an inline error that screen readers hear with it. */
export function FormField({ label, error, hint, className, children }: FormFieldProps) {
  const id = useId();
  const hintID = `${id}-hint`;
  const errorID = `${id}-error`;
  const describedBy = [hint ? hintID : null, error ? errorID : null].filter(Boolean).join(' ');
  return (
    <div className={[formFieldClassNames.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={formFieldClassNames.label}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error !== undefined, 'aria-describedby': describedBy || undefined })}
      {hint ? (
        <p id={hintID} className={formFieldClassNames.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorID} className={formFieldClassNames.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
