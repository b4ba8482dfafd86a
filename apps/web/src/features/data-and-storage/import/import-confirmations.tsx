import { useIntl } from 'react-intl';
import type { ConfirmationSummary } from './import-protocol.ts';
import { importMessages } from './import-messages.ts';

const kindMessages = {
  setting: importMessages.confirmationSetting,
  'plugin-setting': importMessages.confirmationPluginSetting,
  'profile-key': importMessages.confirmationProfileKey,
  'custom-model': importMessages.confirmationCustomModel,
} as const;

export interface ImportConfirmationsProps {
  confirmations: readonly ConfirmationSummary[];
  accepted: ReadonlySet<number>;
  onChange: (accepted: ReadonlySet<number>) => void;
}

/** Keys and addresses from the file, each applied only when ticked (unticked by default). */
export function ImportConfirmations({ confirmations, accepted, onChange }: ImportConfirmationsProps) {
  const intl = useIntl();
  if (confirmations.length === 0) return null;
  return (
    <fieldset className="data-import__group data-import__confirmations">
      <legend>{intl.formatMessage(importMessages.confirmationsTitle)}</legend>
      {confirmations.map((confirmation) => (
        <label key={confirmation.index}>
          <input
            type="checkbox"
            checked={accepted.has(confirmation.index)}
            onChange={(event) => {
              const next = new Set(accepted);
              if (event.target.checked) next.add(confirmation.index);
              else next.delete(confirmation.index);
              onChange(next);
            }}
          />
          <span>
            {intl.formatMessage(kindMessages[confirmation.kind])}: {confirmation.name}{' '}
            <code>{confirmation.shownValue}</code>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
