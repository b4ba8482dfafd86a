import * as z from 'zod/mini';
import { apiKeyFor } from '@confab/core';
import { defaultSpeechTranscriptionEndpoint } from '@confab/core/providers';
import { useChatFeature } from '../../host/host-config.tsx';
import { settingKeys, type SettingKey } from '../../storage/setting-keys.ts';
import { useSettings } from '../../storage/use-settings.ts';
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

const anyValue = z.unknown();

const speechSettingKeys = [
  settingKeys.speechSource,
  settingKeys.autoSpeech,
  settingKeys.showPlayButton,
  settingKeys.speechBrowserVoice,
  settingKeys.speechOpenAIVoice,
  settingKeys.speechOpenAIModel,
  settingKeys.speechOpenAIEndpoint,
  settingKeys.speechElevenLabsVoiceID,
  settingKeys.speechElevenLabsEndpoint,
  settingKeys.elevenLabsAPIKey,
  settingKeys.speechTranscriptionEndpoint,
  settingKeys.voiceInputMethod,
  settingKeys.voiceInputLanguage,
  settingKeys.voiceInputModel,
];

function parsed<Schema extends z.ZodMiniType>(
  values: ReadonlyMap<SettingKey, unknown>,
  key: SettingKey,
  schema: Schema,
  fallback: z.infer<Schema>,
): z.infer<Schema> {
  const result = schema.safeParse(values.get(key));
  return result.success ? result.data : fallback;
}

/**
 * Every speech setting, live. One query for them all: every answer on screen asks (for its Read
 * aloud button), and a query per setting per answer was hundreds of reads on opening a long chat.
 */
export function useSpeechSettings(): SpeechSettings {
  const openAISpeechAllowed = useChatFeature('useOpenAITextToSpeech');
  const stored = useSettings(speechSettingKeys, anyValue, undefined);
  const connection = useConnectionSettings();
  const { opened } = useKeyVaultState();
  const { values } = stored;
  const text = (key: SettingKey) => parsed(values, key, speechTextSchema, '').trim();

  const storedSource = parsed(values, settingKeys.speechSource, speechSourceSchema, defaultSpeechSource);
  const transcriptionEndpoint = text(settingKeys.speechTranscriptionEndpoint);
  return {
    loaded: stored.loaded && connection.loaded,
    source: storedSource === 'openai-text-to-speech' && !openAISpeechAllowed ? 'disabled' : storedSource,
    autoSpeech: parsed(values, settingKeys.autoSpeech, speechFlagSchema, speechDefaults.autoSpeech),
    showPlayButton: parsed(
      values,
      settingKeys.showPlayButton,
      speechFlagSchema,
      speechDefaults.showPlayButton,
    ),
    browserVoice: parsed(values, settingKeys.speechBrowserVoice, speechTextSchema, ''),
    openAIVoice: text(settingKeys.speechOpenAIVoice) || speechDefaults.openAIVoice,
    openAIModel: text(settingKeys.speechOpenAIModel) || speechDefaults.openAIModel,
    openAIEndpointOverride: text(settingKeys.speechOpenAIEndpoint),
    elevenLabsVoiceID: text(settingKeys.speechElevenLabsVoiceID) || speechDefaults.elevenLabsVoiceID,
    elevenLabsEndpoint: text(settingKeys.speechElevenLabsEndpoint) || speechDefaults.elevenLabsEndpoint,
    elevenLabsKey: openedKey(parsed(values, settingKeys.elevenLabsAPIKey, speechTextSchema, ''), opened),
    openAIKey: {
      key: apiKeyFor('openai', connection.settings),
      locked: connection.lockedStyles.has('openai'),
    },
    transcriptionEndpoint: transcriptionEndpoint || defaultSpeechTranscriptionEndpoint,
    transcriptionEndpointSet: transcriptionEndpoint !== '',
    voiceInputMethod: parsed(values, settingKeys.voiceInputMethod, voiceInputMethodSchema, 'auto'),
    voiceInputLanguage: text(settingKeys.voiceInputLanguage),
    voiceInputModel: text(settingKeys.voiceInputModel) || speechDefaults.transcriptionModel,
  };
}
