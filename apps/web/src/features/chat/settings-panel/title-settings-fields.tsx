import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@confab/ui';
import { defaultTitlePrompt } from '@confab/core';
import { useChatFeature, useHostConfig } from '../../../host/host-config.tsx';
import { settingKeys } from '../../../storage/setting-keys.ts';
import { useSetting } from '../../../storage/use-setting.ts';
import { ModelPicker } from '../../models/index.ts';
import { titleEnabledSchema, titleModelSchema, titlePromptSchema } from '../chat-setting-schemas.ts';
import { chatBehaviourMessages as messages } from './chat-behaviour-messages.ts';
import { SwitchField } from '../../settings/index.ts';

/**
 * Automatic chat titles: the switch (when the host allows the feature), and on unmanaged hosts the
 * model and prompt the title is asked with (spec §2: hidden when managed).
 */
export function TitleSettingsFields() {
  const intl = useIntl();
  const hostConfig = useHostConfig();
  const titlesAllowed = useChatFeature('useAutoGenerateChatTitle');
  const titleEnabled = useSetting(settingKeys.automaticTitle, titleEnabledSchema, true);
  const titleModel = useSetting(settingKeys.titleModel, titleModelSchema, '');
  const titlePrompt = useSetting(settingKeys.titlePrompt, titlePromptSchema, defaultTitlePrompt);
  const titlePromptID = useId();
  if (!titlesAllowed) return null;
  return (
    <>
      <SwitchField
        label={intl.formatMessage(messages.automaticTitle)}
        checked={titleEnabled.value}
        onChange={(checked) => {
          void titleEnabled.save(checked);
        }}
      />
      {titleEnabled.value && !hostConfig.managed ? (
        <>
          <div className="settings-field">
            <span>{intl.formatMessage(messages.titleModel)}</span>
            <span className="settings-field__control">
              <ModelPicker
                label={intl.formatMessage(messages.titleModel)}
                value={titleModel.value}
                onChange={(modelID) => {
                  void titleModel.save(modelID);
                }}
              />
              {titleModel.value ? (
                <Button
                  variant="ghost"
                  onClick={() => {
                    void titleModel.save('');
                  }}
                >
                  {intl.formatMessage(messages.titleModelReset)}
                </Button>
              ) : null}
            </span>
          </div>
          <div className="settings-field settings-field--stacked">
            <label htmlFor={titlePromptID}>{intl.formatMessage(messages.titlePrompt)}</label>
            <textarea
              id={titlePromptID}
              rows={3}
              value={titlePrompt.value}
              onChange={(event) => {
                void titlePrompt.save(event.target.value);
              }}
            />
          </div>
        </>
      ) : null}
    </>
  );
}
