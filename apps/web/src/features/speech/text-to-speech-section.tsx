import { useCallback, useId } from 'react';
import { useIntl } from 'react-intl';
import type { KeyCheckResult } from '@confab/core/providers';
import { useChatFeature } from '../../host/host-config.tsx';
import { settingKeys } from '../../storage/setting-keys.ts';
import { useSetting } from '../../storage/use-setting.ts';
import { useVaultActions } from '../key-vault/index.ts';
import { KeyEntryForm } from '../keys/index.ts';
import { useBrowserVoices } from './browser-voices.ts';
import { SelectRow, SwitchRow, TextRow } from './settings-fields.tsx';
import { openAISpeechEndpoint } from './speech-endpoints.ts';
import { speechSettingsMessages as messages, speechSourceLabels } from './speech-settings-messages.ts';
import {
  defaultSpeechSource,
  openAIVoices,
  speechDefaults,
  speechFlagSchema,
  speechSources,
  speechSourceSchema,
  speechTextSchema,
} from './speech-settings.ts';
import { useSpeechSettings } from './use-speech-settings.ts';
import './speech.css';

// ElevenLabs has no cheap key test we can rely on from a browser; the first read-aloud tells.
const acceptKey = (): Promise<KeyCheckResult> => Promise.resolve({ ok: true });

/** Settings → Text-to-speech: the speech source and its voice, auto speech and the play button. */
export function TextToSpeechSection() {
  const intl = useIntl();
  const headingID = useId();
  const openAIAllowed = useChatFeature('useOpenAITextToSpeech');
  const { transcriptionEndpoint } = useSpeechSettings();
  const source = useSetting(settingKeys.speechSource, speechSourceSchema, defaultSpeechSource);
  const autoSpeech = useSetting(settingKeys.autoSpeech, speechFlagSchema, speechDefaults.autoSpeech);
  const showPlayButton = useSetting(
    settingKeys.showPlayButton,
    speechFlagSchema,
    speechDefaults.showPlayButton,
  );
  const browserVoice = useSetting(settingKeys.speechBrowserVoice, speechTextSchema, '');
  const openAIVoice = useSetting(settingKeys.speechOpenAIVoice, speechTextSchema, speechDefaults.openAIVoice);
  const openAIModel = useSetting(settingKeys.speechOpenAIModel, speechTextSchema, '');
  const openAIEndpoint = useSetting(settingKeys.speechOpenAIEndpoint, speechTextSchema, '');
  const sources = speechSources.filter((candidate) => candidate !== 'openai-text-to-speech' || openAIAllowed);
  // A source the host turned off reads as Off, as it behaves.
  const shownSource = sources.includes(source.value) ? source.value : 'disabled';

  return (
    <section className="settings-section speech-settings" aria-labelledby={headingID}>
      <h2 id={headingID}>{intl.formatMessage(messages.textToSpeechTitle)}</h2>
      <p className="settings-section__hint">{intl.formatMessage(messages.textToSpeechHint)}</p>
      <SelectRow
        label={intl.formatMessage(messages.source)}
        value={shownSource}
        options={sources.map((option) => [option, intl.formatMessage(speechSourceLabels[option])] as const)}
        onChange={(value) => {
          const parsed = speechSourceSchema.safeParse(value);
          if (parsed.success) void source.save(parsed.data);
        }}
      />
      {shownSource === 'browser' ? (
        <BrowserVoiceField
          value={browserVoice.value}
          onChange={(value) => {
            void browserVoice.save(value);
          }}
        />
      ) : null}
      {shownSource === 'openai-text-to-speech' ? (
        <>
          <SelectRow
            label={intl.formatMessage(messages.openAIVoice)}
            value={openAIVoice.value}
            options={withCurrent(openAIVoices, openAIVoice.value).map((voice) => [voice, voice] as const)}
            onChange={(value) => {
              void openAIVoice.save(value);
            }}
          />
          <TextRow
            label={intl.formatMessage(messages.openAIModel)}
            value={openAIModel.value}
            placeholder={speechDefaults.openAIModel}
            onChange={(value) => {
              void openAIModel.save(value);
            }}
          />
          <TextRow
            label={intl.formatMessage(messages.openAIEndpoint)}
            type="url"
            value={openAIEndpoint.value}
            placeholder={openAISpeechEndpoint('', transcriptionEndpoint)}
            hint={intl.formatMessage(messages.openAIKeyHint)}
            onChange={(value) => {
              void openAIEndpoint.save(value);
            }}
          />
        </>
      ) : null}
      {shownSource === 'elevenlabs' ? <ElevenLabsFields /> : null}
      {shownSource === 'disabled' ? null : (
        <>
          <SwitchRow
            label={intl.formatMessage(messages.autoSpeech)}
            checked={autoSpeech.value}
            onChange={(checked) => {
              void autoSpeech.save(checked);
            }}
          />
          <SwitchRow
            label={intl.formatMessage(messages.showPlayButton)}
            checked={showPlayButton.value}
            onChange={(checked) => {
              void showPlayButton.save(checked);
            }}
          />
        </>
      )}
    </section>
  );
}

function withCurrent(list: readonly string[], current: string): readonly string[] {
  return list.includes(current) ? list : [...list, current];
}

function BrowserVoiceField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const intl = useIntl();
  const { supported, voices } = useBrowserVoices();
  if (!supported)
    return <p className="settings-section__hint">{intl.formatMessage(messages.noBrowserSpeech)}</p>;
  const options: (readonly [string, string])[] = [
    ['', intl.formatMessage(messages.systemVoice)],
    ...voices.map((voice) => [voice.voiceURI, `${voice.name} (${voice.lang})`] as const),
  ];
  if (value !== '' && !voices.some((voice) => voice.voiceURI === value)) options.push([value, value]);
  return (
    <SelectRow
      label={intl.formatMessage(messages.browserVoice)}
      value={value}
      options={options}
      onChange={onChange}
    />
  );
}

function ElevenLabsFields() {
  const intl = useIntl();
  const key = useSetting(settingKeys.elevenLabsAPIKey, speechTextSchema, '', { optimistic: false });
  const voiceID = useSetting(
    settingKeys.speechElevenLabsVoiceID,
    speechTextSchema,
    speechDefaults.elevenLabsVoiceID,
  );
  const endpoint = useSetting(settingKeys.speechElevenLabsEndpoint, speechTextSchema, '');
  const { seal } = useVaultActions();
  const { save: saveKey } = key;
  // While the vault is open, a key typed now is stored locked like the provider keys.
  const onSaveKey = useCallback(
    async (plain: string) => saveKey(plain === '' ? '' : await seal(plain)),
    [saveKey, seal],
  );
  return (
    <>
      {key.loaded ? (
        <KeyEntryForm
          label={intl.formatMessage(messages.elevenLabsKey)}
          title="ElevenLabs"
          placeholder="sk_..."
          keyPageURL="https://elevenlabs.io/app/settings/api-keys"
          savedKey={key.value}
          onSave={onSaveKey}
          checkKey={acceptKey}
          allowCancel
          showCheckKey={false}
        />
      ) : null}
      <TextRow
        label={intl.formatMessage(messages.elevenLabsVoice)}
        value={voiceID.value}
        placeholder={speechDefaults.elevenLabsVoiceID}
        onChange={(value) => void voiceID.save(value)}
      />
      <TextRow
        label={intl.formatMessage(messages.elevenLabsEndpoint)}
        type="url"
        value={endpoint.value}
        placeholder={speechDefaults.elevenLabsEndpoint}
        onChange={(value) => void endpoint.save(value)}
      />
    </>
  );
}
