import { useEffect, useRef, useState } from 'react';

export interface InlineNameInputProps {
  initialValue: string;
  label: string;
  /** Receives the trimmed, non-empty name. */
  onSave: (name: string) => void;
  onCancel: () => void;
}

/**
 * Spec §5: Enter saves, Escape cancels. Enter on an empty name does nothing; leaving the field saves
 * a non-empty name and otherwise cancels, so a click elsewhere never loses what was typed.
 */
export function InlineNameInput({ initialValue, label, onSave, onCancel }: InlineNameInputProps) {
  const [value, setValue] = useState(initialValue);
  const inputRef = useRef<HTMLInputElement>(null);
  const finished = useRef(false);

  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);

  const finish = (save: boolean) => {
    if (finished.current) return;
    const trimmed = value.trim();
    if (save && trimmed === '') return;
    finished.current = true;
    if (save) onSave(trimmed);
    else onCancel();
  };

  return (
    <input
      ref={inputRef}
      className="chat-list__name-input"
      aria-label={label}
      value={value}
      onChange={(event) => {
        setValue(event.target.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          finish(true);
        } else if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          finish(false);
        }
      }}
      onBlur={() => {
        if (value.trim() === '') finish(false);
        else finish(true);
      }}
    />
  );
}
