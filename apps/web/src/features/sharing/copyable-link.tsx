import { Button, FormField, useCopyToClipboard } from '@confab/ui';

export interface CopyableLinkProps {
  label: string;
  copyLabel: string;
  copiedLabel: string;
  value: string;
  hint?: string;
}

/** A read-only link field named by its label, with its own copy button. */
export function CopyableLink({ label, copyLabel, copiedLabel, value, hint }: CopyableLinkProps) {
  const { copied, copy } = useCopyToClipboard();
  return (
    <div className="share-link__row">
      <FormField label={label} {...(hint === undefined ? {} : { hint })}>
        {(control) => (
          <input
            {...control}
            type="text"
            readOnly
            value={value}
            onFocus={(event) => {
              event.currentTarget.select();
            }}
          />
        )}
      </FormField>
      <Button
        onClick={() => {
          copy(value);
        }}
      >
        {copied ? copiedLabel : copyLabel}
      </Button>
    </div>
  );
}
