import { useId, type ReactNode } from 'react';

export interface EditorControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export interface EditorFieldProps {
  label: string;
  error?: string;
  hint?: string;
  children: (control: EditorControlProps) => ReactNode;
}

/** A labelled control with an optional hint and an inline error that screen readers hear with it. */
export function EditorField({ label, error, hint, children }: EditorFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="editor-field">
      <label htmlFor={id} className="editor-field__label">
        {label}
      </label>
      {children({ id, 'aria-invalid': error !== undefined, 'aria-describedby': describedBy || undefined })}
      {hint ? (
        <p id={`${id}-hint`} className="editor-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="editor-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
