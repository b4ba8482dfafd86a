import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@confab/ui';
import { defaultTitlePrompt } from '@confab/core';
import { useChatFeature, useHostConfig } from '../../../host/host-config.tsx';
import { settingKeys } from '../../../storage/setting-keys.ts';
import { useSetting } from '../../../storage/use-setting.ts';
import { ModelPicker } from '../../models/index.ts';
import { WebToolSettings } from '../../tools/index.ts';
import { defaultMessagesToLoad, defaultQueueDelaySeconds } from '../chat-defaults.ts';
import {
  messagesToLoadSchema,
  titleEnabledSchema,
  titleModelSchema,
  titlePromptSchema,
  queueDelaySecondsSchema,
} from '../chat-setting-schemas.ts';

/** Settings → Chat behaviour: automatic titles (model and prompt) and how many messages a chat shows. */
export function ChatBehaviourSection() {
  const intl = useIntl();
  const hostConfig = useHostConfig();
  const titlesAllowed = useChatFeature('useAutoGenerateChatTitle');
  const titleEnabled = useSetting(settingKeys.automaticTitle, titleEnabledSchema, true);
  const titleModel = useSetting(settingKeys.titleModel, titleModelSchema, '');
  const titlePrompt = useSetting(settingKeys.titlePrompt, titlePromptSchema, defaultTitlePrompt);
  const messagesToLoad = useSetting(settingKeys.messagesToLoad, messagesToLoadSchema, defaultMessagesToLoad);
  const queueDelay = useSetting(
    settingKeys.queueDelaySeconds,
    queueDelaySecondsSchema,
    defaultQueueDelaySeconds,
  );
  const headingID = useId();
  const queueDelayID = useId();
  const titleToggleID = useId();
  const titlePromptID = useId();
  const messagesID = useId();

  return (
    <section className="settings-section" aria-labelledby={headingID}>
      <h2 id={headingID}>
        {intl.formatMessage({ id: 'settings.chat.title', defaultMessage: 'Chat behaviour' })}
      </h2>
      {titlesAllowed ? (
        <>
          <div className="settings-field">
            <label htmlFor={titleToggleID}>
              {intl.formatMessage({
                id: 'settings.chat.automaticTitle',
                defaultMessage: 'Automatic chat titles',
              })}
            </label>
            <input
              id={titleToggleID}
              type="checkbox"
              role="switch"
              checked={titleEnabled.value}
              onChange={(event) => {
                void titleEnabled.save(event.target.checked);
              }}
            />
          </div>
          {/* Spec §2: the title model and prompt are hidden on managed hosts. */}
          {titleEnabled.value && !hostConfig.managed ? (
            <>
              <div className="settings-field">
                <span>
                  {intl.formatMessage({ id: 'settings.chat.titleModel', defaultMessage: 'Title model' })}
                </span>
                <span className="settings-field__control">
                  <ModelPicker
                    label={intl.formatMessage({
                      id: 'settings.chat.titleModel',
                      defaultMessage: 'Title model',
                    })}
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
                      {intl.formatMessage({
                        id: 'settings.chat.titleModelReset',
                        defaultMessage: "Use the chat's model",
                      })}
                    </Button>
                  ) : null}
                </span>
              </div>
              <div className="settings-field settings-field--stacked">
                <label htmlFor={titlePromptID}>
                  {intl.formatMessage({ id: 'settings.chat.titlePrompt', defaultMessage: 'Title prompt' })}
                </label>
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
      ) : null}
      <div className="settings-field">
        <label htmlFor={messagesID}>
          {intl.formatMessage({ id: 'settings.chat.messagesToLoad', defaultMessage: 'Messages to load' })}
        </label>
        <input
          id={messagesID}
          type="number"
          min={1}
          step={1}
          value={messagesToLoad.value}
          onChange={(event) => {
            const parsed = messagesToLoadSchema.safeParse(Number(event.target.value));
            if (parsed.success) void messagesToLoad.save(parsed.data);
          }}
        />
      </div>
      <div className="settings-field">
        <label htmlFor={queueDelayID}>
          {intl.formatMessage({
            id: 'settings.chat.queueDelay',
            defaultMessage: 'Delay between queued messages (seconds)',
          })}
        </label>
        <input
          id={queueDelayID}
          type="number"
          min={0}
          max={60}
          step={0.5}
          value={queueDelay.value}
          onChange={(event) => {
            const parsed = queueDelaySecondsSchema.safeParse(Number(event.target.value));
            if (parsed.success) void queueDelay.save(parsed.data);
          }}
        />
      </div>
      <WebToolSettings />
    </section>
  );
}
