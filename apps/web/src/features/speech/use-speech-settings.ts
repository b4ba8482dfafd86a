import { apiKeyFor } from '@confab/core';
import { defaultSpeechTranscriptionEndpoint } from '@confab/core/providers';
import { useChatFeature } from '../../host/host-config.tsx';
import { settingKeys } from '../../storage/setting-keys.ts';
import { useSetting } from '../../storage/use-setting.ts';
import { openedKey, useKeyVaultState } from '../key-vault/index.ts';
import { useConnectionSettings } from '../models/index.ts';
import {
  defaultSpeechSource,
  speechDefaults,
  speechFlagSchema,
  speechSourceSchema,
  speechTextSchema,
  voiceInputMethodSchema,
  type SpeechSource,
  type VoiceInputMethod,
} from './speech-settings.ts';

/** A key as a call may use it: the plain key, or "locked" when the vault still has to open it. */
export type UsableKey = { key: string | undefined; locked: boolean };

export interface SpeechSettings {
  loaded: boolean;
  /** The stored source, or disabled where the host turned its feature off. */
  source: SpeechSource;
  autoSpeech: boolean;
  showPlayButton: boolean;
  browserVoice: string;
  openAIVoice: string;
  openAIModel: string;
  openAIEndpointOverride: string;
  elevenLabsVoiceID: string;
  elevenLabsEndpoint: string;
  elevenLabsKey: UsableKey;
  /** The OpenAI-style key (the licence token on a managed host without user keys). */
  openAIKey: UsableKey;
  /** The effective transcription URL ('' stored = the default). */
  transcriptionEndpoint: string;
  /** True when the person set a transcription endpoint of their own. */
  transcriptionEndpointSet: boolean;
  voiceInputMethod: VoiceInputMethod;
  voiceInputLanguage: string;
  voiceInputModel: string;
}

/** Every speech setting, live. */
export function useSpeechSettings(): SpeechSettings {
  const openAISpeechAllowed = useChatFeature('useOpenAITextToSpeech');
  const source = useSetting(settingKeys.speechSource, speechSourceSchema, defaultSpeechSource);
  const autoSpeech = useSetting(settingKeys.autoSpeech, speechFlagSchema, speechDefaults.autoSpeech);
  const showPlayButton = useSetting(
    settingKeys.showPlayButton,
    speechFlagSchema,
    speechDefaults.showPlayButton,
  );
  const browserVoice = useSetting(settingKeys.speechBrowserVoice, speechTextSchema, '');
  const openAIVoice = useSetting(settingKeys.speechOpenAIVoice, speechTextSchema, speechDefaults.openAIVoice);
  const openAIModel = useSetting(settingKeys.speechOpenAIModel, speechTextSchema, speechDefaults.openAIModel);
  const openAIEndpoint = useSetting(settingKeys.speechOpenAIEndpoint, speechTextSchema, '');
  const elevenLabsVoiceID = useSetting(
    settingKeys.speechElevenLabsVoiceID,
    speechTextSchema,
    speechDefaults.elevenLabsVoiceID,
  );
  const elevenLabsEndpoint = useSetting(settingKeys.speechElevenLabsEndpoint, speechTextSchema, '');
  const elevenLabsStoredKey = useSetting(settingKeys.elevenLabsAPIKey, speechTextSchema, '');
  const transcriptionEndpoint = useSetting(settingKeys.speechTranscriptionEndpoint, speechTextSchema, '');
  const method = useSetting(settingKeys.voiceInputMethod, voiceInputMethodSchema, 'auto');
  const language = useSetting(settingKeys.voiceInputLanguage, speechTextSchema, '');
  const model = useSetting(settingKeys.voiceInputModel, speechTextSchema, speechDefaults.transcriptionModel);
  const connection = useConnectionSettings();
  const { opened } = useKeyVaultState();

  const storedSource = source.value;
  return {
    loaded: source.loaded && autoSpeech.loaded && showPlayButton.loaded && connection.loaded,
    source: storedSource === 'openai-text-to-speech' && !openAISpeechAllowed ? 'disabled' : storedSource,
    autoSpeech: autoSpeech.value,
    showPlayButton: showPlayButton.value,
    browserVoice: browserVoice.value,
    openAIVoice: openAIVoice.value.trim() || speechDefaults.openAIVoice,
    openAIModel: openAIModel.value.trim() || speechDefaults.openAIModel,
    openAIEndpointOverride: openAIEndpoint.value,
    elevenLabsVoiceID: elevenLabsVoiceID.value.trim() || speechDefaults.elevenLabsVoiceID,
    elevenLabsEndpoint: elevenLabsEndpoint.value.trim() || speechDefaults.elevenLabsEndpoint,
    elevenLabsKey: openedKey(elevenLabsStoredKey.value, opened),
    openAIKey: {
      key: apiKeyFor('openai', connection.settings),
      locked: connection.lockedStyles.has('openai'),
    },
    transcriptionEndpoint: transcriptionEndpoint.value.trim() || defaultSpeechTranscriptionEndpoint,
    transcriptionEndpointSet: transcriptionEndpoint.value.trim() !== '',
    voiceInputMethod: method.value,
    voiceInputLanguage: language.value,
    voiceInputModel: model.value.trim() || speechDefaults.transcriptionModel,
  };
}
