import { useId } from 'react';
import { Button, formFieldClassNames, useCopyToClipboard } from '@confab/ui';

export interface CopyableLinkProps {
  label: string;
  copyLabel: string;
  copiedLabel: string;
  value: string;
  hint?: string;
}

/**
 * A read-only link field named by its label, with its copy button on the same line and the hint
 * under both (a FormField would put the hint between the field and the button).
 */
export function CopyableLink({ label, copyLabel, copiedLabel, value, hint }: CopyableLinkProps) {
  const id = useId();
  const { copied, copy } = useCopyToClipboard();
  return (
    <div className={`${formFieldClassNames.field} share-link__field`}>
      <label htmlFor={id} className={formFieldClassNames.label}>
        {label}
      </label>
      <div className="share-link__row">
        <input
          id={id}
          type="text"
          readOnly
          value={value}
          {...(hint === undefined ? {} : { 'aria-describedby': `${id}-hint` })}
          onFocus={(event) => {
            event.currentTarget.select();
          }}
        />
        <Button
          onClick={() => {
            copy(value);
          }}
        >
          {copied ? copiedLabel : copyLabel}
        </Button>
      </div>
      {hint === undefined ? null : (
        <p id={`${id}-hint`} className={formFieldClassNames.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
