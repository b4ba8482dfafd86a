import { useIntl } from 'react-intl';
import {
  modelParameterBounds,
  numericModelParameters,
  reasoningEfforts,
  type ModelParametersSetting,
} from '@confab/core';
import { FormField } from '@confab/ui';
import { NumberSettingField } from './number-setting-field.tsx';
import { SwitchField } from './switch-field.tsx';
import { parameterLabels, reasoningEffortLabels } from './parameter-messages.ts';

// The context limit is shown apart, after reasoning effort, with a hint and 0 for "all messages".
const numericParameters = numericModelParameters.filter((parameter) => parameter !== 'contextLimit');

/** The default model parameters (spec §3 "Default settings"); empty fields leave the provider's default. */
export function ParameterFields({
  parameters,
  onChange,
}: {
  parameters: ModelParametersSetting;
  onChange: (parameters: ModelParametersSetting) => void;
}) {
  const intl = useIntl();
  const providerDefault = intl.formatMessage({
    id: 'models.settings.providerDefault',
    defaultMessage: 'Default',
  });
  const update = (change: Partial<ModelParametersSetting>) => {
    onChange({ ...parameters, ...change });
  };
  return (
    <div className="parameter-fields">
      {numericParameters.map((parameter) => (
        <NumberSettingField
          key={parameter}
          label={intl.formatMessage(parameterLabels[parameter])}
          value={parameters[parameter]}
          bounds={modelParameterBounds[parameter]}
          placeholder={providerDefault}
          onCommit={(value) => {
            update({ [parameter]: value });
          }}
        />
      ))}
      <FormField label={intl.formatMessage(parameterLabels.reasoningEffort)}>
        {(control) => (
          <select
            {...control}
            value={parameters.reasoningEffort ?? ''}
            onChange={(event) => {
              const effort = reasoningEfforts.find((candidate) => candidate === event.target.value);
              update({ reasoningEffort: effort });
            }}
          >
            <option value="">{providerDefault}</option>
            {reasoningEfforts.map((effort) => (
              <option key={effort} value={effort}>
                {intl.formatMessage(reasoningEffortLabels[effort])}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <NumberSettingField
        label={intl.formatMessage(parameterLabels.contextLimit)}
        hint={intl.formatMessage({
          id: 'models.settings.contextLimitHint',
          defaultMessage: 'How many of the latest messages are sent. 0 sends them all.',
        })}
        value={parameters.contextLimit ?? 0}
        bounds={modelParameterBounds.contextLimit}
        onCommit={(value) => {
          update({ contextLimit: value ?? 0 });
        }}
      />
      <SwitchField
        label={intl.formatMessage(parameterLabels.promptCaching)}
        hint={intl.formatMessage({
          id: 'models.settings.promptCachingHint',
          defaultMessage: 'Lets providers that support it reuse the start of long chats for less.',
        })}
        checked={parameters.promptCaching ?? false}
        onChange={(promptCaching) => {
          update({ promptCaching });
        }}
      />
    </div>
  );
}
