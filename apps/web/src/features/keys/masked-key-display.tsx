import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, LockedIcon, UnlockedIcon, VisuallyHidden } from '@confab/ui';
import { isEncryptedKey, maskKey } from './mask-key.ts';
import { keyMessages } from './key-messages.ts';

export interface MaskedKeyDisplayProps {
  savedKey: string;
  readOnly: boolean;
  hideLockIcon: boolean;
  disabled: boolean;
  onChange: () => void;
  checkButton: ReactNode;
}

export function MaskedKeyDisplay({
  savedKey,
  readOnly,
  hideLockIcon,
  disabled,
  onChange,
  checkButton,
}: MaskedKeyDisplayProps) {
  const intl = useIntl();
  const encrypted = isEncryptedKey(savedKey);
  return (
    <div className="key-form__row">
      <div className="key-form__masked">
        {hideLockIcon ? null : (
          <span className={`key-form__lock key-form__lock--${encrypted ? 'encrypted' : 'plain'}`}>
            {encrypted ? (
              <LockedIcon label={intl.formatMessage(keyMessages.storedEncrypted)} />
            ) : (
              <UnlockedIcon label={intl.formatMessage(keyMessages.storedUnencrypted)} />
            )}
          </span>
        )}
        <span className="key-form__masked-text" aria-hidden="true">
          {maskKey(savedKey)}
        </span>
        <VisuallyHidden>
          {intl.formatMessage(keyMessages.savedKeyEnding, { lastCharacters: savedKey.slice(-4) })}
        </VisuallyHidden>
      </div>
      {checkButton}
      {readOnly ? null : (
        <Button onClick={onChange} disabled={disabled}>
          {intl.formatMessage(keyMessages.change)}
        </Button>
      )}
    </div>
  );
}
