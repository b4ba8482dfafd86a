import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useHostConfig } from '../../host/host-config.tsx';
import { settingKeys } from '../../storage/setting-keys.ts';
import { useSetting } from '../../storage/use-setting.ts';
import { browserRecognitionAvailable } from './recognition-support.ts';
import { SelectRow, TextRow } from './settings-fields.tsx';
import {
  endpointHintMessages,
  speechSettingsMessages as messages,
  voiceInputMethodLabels,
} from './speech-settings-messages.ts';
import {
  speechDefaults,
  speechTextSchema,
  voiceInputMethods,
  voiceInputMethodSchema,
} from './speech-settings.ts';
import { useSpeechSettings } from './use-speech-settings.ts';
import './speech.css';

/** Settings → Voice input: how recordings become text, the model and the spoken language. */
export function VoiceInputSection() {
  const intl = useIntl();
  const headingID = useId();
  const hostConfig = useHostConfig();
  const { transcriptionEndpoint } = useSpeechSettings();
  const method = useSetting(settingKeys.voiceInputMethod, voiceInputMethodSchema, 'auto');
  const model = useSetting(settingKeys.voiceInputModel, speechTextSchema, '');
  const language = useSetting(settingKeys.voiceInputLanguage, speechTextSchema, '');
  // The browser's recognition is offered only where it exists (and kept visible if chosen elsewhere).
  const methods = voiceInputMethods.filter(
    (option) => option !== 'browser' || browserRecognitionAvailable() || method.value === 'browser',
  );
  const usesEndpoint = method.value !== 'browser';

  return (
    <section className="settings-section speech-settings" aria-labelledby={headingID}>
      <h2 id={headingID}>{intl.formatMessage(messages.voiceInputTitle)}</h2>
      <p className="settings-section__hint">{intl.formatMessage(messages.voiceInputHint)}</p>
      <SelectRow
        label={intl.formatMessage(messages.method)}
        value={method.value}
        options={methods.map(
          (option) => [option, intl.formatMessage(voiceInputMethodLabels[option])] as const,
        )}
        onChange={(value) => {
          const parsed = voiceInputMethodSchema.safeParse(value);
          if (parsed.success) void method.save(parsed.data);
        }}
      />
      {usesEndpoint ? (
        <TextRow
          label={intl.formatMessage(messages.transcriptionModel)}
          value={model.value}
          placeholder={speechDefaults.transcriptionModel}
          hint={intl.formatMessage(
            hostConfig.managed ? endpointHintMessages.managed : endpointHintMessages.own,
            {
              endpoint: transcriptionEndpoint,
            },
          )}
          onChange={(value) => {
            void model.save(value);
          }}
        />
      ) : null}
      <TextRow
        label={intl.formatMessage(messages.language)}
        value={language.value}
        placeholder={intl.formatMessage(messages.languagePlaceholder)}
        hint={intl.formatMessage(messages.languageHint)}
        onChange={(value) => {
          void language.save(value);
        }}
      />
    </section>
  );
}
