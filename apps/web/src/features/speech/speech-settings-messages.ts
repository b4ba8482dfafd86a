import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { SpeechSource, VoiceInputMethod } from './speech-settings.ts';

export const speechSettingsMessages = defineMessages({
  textToSpeechTitle: { id: 'settings.textToSpeech.title', defaultMessage: 'Text-to-speech' },
  textToSpeechHint: {
    id: 'settings.textToSpeech.hint',
    defaultMessage: 'Have answers read aloud with your browser’s voices or a speech service.',
  },
  source: { id: 'settings.textToSpeech.source', defaultMessage: 'Speech source' },
  autoSpeech: {
    id: 'settings.textToSpeech.autoSpeech',
    defaultMessage: 'Read new answers aloud automatically',
  },
  showPlayButton: {
    id: 'settings.textToSpeech.showPlayButton',
    defaultMessage: 'Show the Read aloud button on answers',
  },
  browserVoice: { id: 'settings.textToSpeech.browserVoice', defaultMessage: 'Voice' },
  systemVoice: { id: 'settings.textToSpeech.systemVoice', defaultMessage: 'System default' },
  noBrowserSpeech: {
    id: 'settings.textToSpeech.noBrowserSpeech',
    defaultMessage: 'This browser has no speech synthesis; choose a speech service instead.',
  },
  openAIVoice: { id: 'settings.textToSpeech.openAIVoice', defaultMessage: 'Voice' },
  openAIModel: { id: 'settings.textToSpeech.openAIModel', defaultMessage: 'Speech model' },
  openAIEndpoint: { id: 'settings.textToSpeech.openAIEndpoint', defaultMessage: 'Speech endpoint' },
  openAIKeyHint: {
    id: 'settings.textToSpeech.openAIKeyHint',
    defaultMessage:
      'Uses your OpenAI API key. Leave empty to use the speech address beside the transcription endpoint.',
  },
  elevenLabsKey: { id: 'settings.textToSpeech.elevenLabsKey', defaultMessage: 'ElevenLabs API key' },
  elevenLabsVoice: { id: 'settings.textToSpeech.elevenLabsVoice', defaultMessage: 'ElevenLabs voice ID' },
  elevenLabsEndpoint: {
    id: 'settings.textToSpeech.elevenLabsEndpoint',
    defaultMessage: 'ElevenLabs endpoint',
  },
  voiceInputTitle: { id: 'settings.voiceInput.title', defaultMessage: 'Voice input' },
  voiceInputHint: {
    id: 'settings.voiceInput.hint',
    defaultMessage: 'Dictate messages with the microphone button in the message box.',
  },
  method: { id: 'settings.voiceInput.method', defaultMessage: 'Transcription' },
  transcriptionModel: { id: 'settings.voiceInput.model', defaultMessage: 'Transcription model' },
  language: { id: 'settings.voiceInput.language', defaultMessage: 'Spoken language' },
  languagePlaceholder: {
    id: 'settings.voiceInput.languagePlaceholder',
    defaultMessage: 'Detect automatically',
  },
  languageHint: {
    id: 'settings.voiceInput.languageHint',
    defaultMessage: 'A two-letter code such as en, de or fr. Naming it makes transcription more accurate.',
  },
});

export const speechSourceLabels: Record<SpeechSource, MessageDescriptor> = defineMessages({
  disabled: { id: 'settings.textToSpeech.source.disabled', defaultMessage: 'Off' },
  browser: { id: 'settings.textToSpeech.source.browser', defaultMessage: 'Browser voices' },
  'openai-text-to-speech': {
    id: 'settings.textToSpeech.source.openai',
    defaultMessage: 'OpenAI text-to-speech',
  },
  elevenlabs: { id: 'settings.textToSpeech.source.elevenlabs', defaultMessage: 'ElevenLabs' },
});

export const voiceInputMethodLabels: Record<VoiceInputMethod, MessageDescriptor> = defineMessages({
  auto: { id: 'settings.voiceInput.method.auto', defaultMessage: 'Automatic' },
  endpoint: { id: 'settings.voiceInput.method.endpoint', defaultMessage: 'Speech-transcription endpoint' },
  browser: { id: 'settings.voiceInput.method.browser', defaultMessage: 'Browser speech recognition' },
});

// Widened: react-intl types defineMessages entries as taking no values (docs/footguns.md).
export const endpointHintMessages: { own: MessageDescriptor; managed: MessageDescriptor } = defineMessages({
  own: {
    id: 'settings.voiceInput.endpointHint',
    defaultMessage: 'Recordings are sent to {endpoint} with your OpenAI API key.',
  },
  managed: {
    id: 'settings.voiceInput.endpointHintManaged',
    defaultMessage: 'Recordings are sent to {endpoint}.',
  },
});
