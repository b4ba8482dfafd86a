import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ModelParametersSetting } from '@confab/core';
import { FormField } from '@confab/ui';
import { useChatFeature } from '../../host/host-config.tsx';
import { ModelPicker } from './model-picker.tsx';
import { defaultModelParameters } from './model-setting-schemas.ts';
import { ParameterFields } from './parameter-fields.tsx';
import { SwitchField } from './switch-field.tsx';
import { useDefaultSettings } from './use-default-settings.ts';
import { useModelDefaults } from './use-model-defaults.ts';
import { useSaveStatus } from './use-save-status.ts';

/** The "Global settings" sub-tab: what every new chat starts with. Each change saves at once. */
export function GlobalSettingsPanel() {
  const intl = useIntl();
  const systemMessageAllowed = useChatFeature('systemMessage');
  const parametersAllowed = useChatFeature('modelParametersSettings');
  const { defaultModelID, defaultModelForced } = useModelDefaults();
  const { defaultModel, systemMessage, streaming, parameters } = useDefaultSettings();
  const { status, track } = useSaveStatus();
  const [systemDraft, setSystemDraft] = useState<string | null>(null);
  const parametersHeadingID = useId();

  const saveParameters = (next: ModelParametersSetting) => {
    track(parameters.save(next));
  };

  return (
    <div className="global-settings">
      <FormField
        label={intl.formatMessage({ id: 'models.settings.defaultModel', defaultMessage: 'Default model' })}
        hint={
          defaultModelForced
            ? intl.formatMessage({
                id: 'models.settings.defaultForced',
                defaultMessage: 'Set by your organisation.',
              })
            : undefined
        }
      >
        {(control) => (
          <ModelPicker
            id={control.id}
            label={intl.formatMessage({
              id: 'models.settings.defaultModel',
              defaultMessage: 'Default model',
            })}
            value={defaultModelID}
            disabled={defaultModelForced}
            onChange={(modelID) => {
              track(defaultModel.save(modelID));
            }}
          />
        )}
      </FormField>
      {systemMessageAllowed ? (
        <FormField
          label={intl.formatMessage({
            id: 'models.settings.systemMessage',
            defaultMessage: 'Default system message',
          })}
          hint={intl.formatMessage({
            id: 'models.settings.systemMessageHint',
            defaultMessage: 'Sent at the start of every new chat. Saved when you leave the field.',
          })}
        >
          {(control) => (
            <textarea
              {...control}
              rows={4}
              value={systemDraft ?? systemMessage.value}
              onChange={(event) => {
                setSystemDraft(event.target.value);
              }}
              onBlur={() => {
                if (systemDraft === null) return;
                track(systemMessage.save(systemDraft));
                setSystemDraft(null);
              }}
            />
          )}
        </FormField>
      ) : null}
      <SwitchField
        label={intl.formatMessage({ id: 'models.settings.streaming', defaultMessage: 'Streaming' })}
        hint={intl.formatMessage({
          id: 'models.settings.streamingHint',
          defaultMessage: 'Show answers word by word as they arrive.',
        })}
        checked={streaming.value}
        onChange={(checked) => {
          track(streaming.save(checked));
        }}
      />
      {parametersAllowed ? (
        <section aria-labelledby={parametersHeadingID} className="global-settings__parameters">
          <h2 id={parametersHeadingID}>
            {intl.formatMessage({ id: 'models.settings.parameters', defaultMessage: 'Default parameters' })}
          </h2>
          <ParameterFields
            key={parameters.loaded ? 'loaded' : 'loading'}
            parameters={{ ...defaultModelParameters, ...parameters.value }}
            onChange={saveParameters}
          />
        </section>
      ) : null}
      <p role="status" className="global-settings__status">
        {status === 'saved'
          ? intl.formatMessage({ id: 'models.settings.saved', defaultMessage: 'Saved' })
          : null}
        {status === 'failed'
          ? intl.formatMessage({
              id: 'models.settings.saveFailed',
              defaultMessage: 'Could not save. Try again.',
            })
          : null}
      </p>
    </div>
  );
}
