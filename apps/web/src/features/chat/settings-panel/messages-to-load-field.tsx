import { useId } from 'react';
import { useIntl } from 'react-intl';
import { settingKeys } from '../../../storage/setting-keys.ts';
import { useSetting } from '../../../storage/use-setting.ts';
import { defaultMessagesToLoad } from '../chat-defaults.ts';
import { messagesToLoadSchema } from '../chat-setting-schemas.ts';
import { chatBehaviourMessages as messages } from './chat-behaviour-messages.ts';
import { SwitchField } from '../../settings/index.ts';

/**
 * How many messages a chat shows before "Show earlier messages" (spec §9): a switch, and when it is
 * on the number. Off stores 0, which shows every message at once.
 */
export function MessagesToLoadField() {
  const intl = useIntl();
  const setting = useSetting(settingKeys.messagesToLoad, messagesToLoadSchema, defaultMessagesToLoad);
  const numberID = useId();
  const limited = setting.value > 0;
  return (
    <>
      <SwitchField
        label={intl.formatMessage(messages.limitMessages)}
        hint={intl.formatMessage(messages.limitMessagesHint)}
        checked={limited}
        onChange={(checked) => {
          void setting.save(checked ? defaultMessagesToLoad : 0);
        }}
      />
      {limited ? (
        <div className="settings-field">
          <label htmlFor={numberID}>{intl.formatMessage(messages.messagesToLoad)}</label>
          <input
            id={numberID}
            type="number"
            min={1}
            step={1}
            value={setting.value}
            onChange={(event) => {
              const parsed = messagesToLoadSchema.safeParse(Number(event.target.value));
              // 0 is "off", chosen with the switch; a field cleared while typing must not turn it off.
              if (parsed.success && parsed.data > 0) void setting.save(parsed.data);
            }}
          />
        </div>
      ) : null}
    </>
  );
}
