import * as z from 'zod/mini';

/** Spec §9: where speech comes from; disabled by default. */
export const speechSources = ['elevenlabs', 'openai-text-to-speech', 'browser', 'disabled'] as const;
export type SpeechSource = (typeof speechSources)[number];
export const defaultSpeechSource: SpeechSource = 'disabled';

/** How voice input turns a recording into text; `auto` picks the endpoint when a key or endpoint is set. */
export const voiceInputMethods = ['auto', 'endpoint', 'browser'] as const;
export type VoiceInputMethod = (typeof voiceInputMethods)[number];

// Module constants: a schema is an effect dependency of useSetting (docs/footguns.md).
export const speechSourceSchema = z.enum(speechSources);
export const voiceInputMethodSchema = z.enum(voiceInputMethods);
export const speechFlagSchema = z.boolean();
export const speechTextSchema = z.string();

export const speechDefaults = {
  autoSpeech: false,
  showPlayButton: true,
  openAIVoice: 'alloy',
  openAIModel: 'tts-1',
  // ElevenLabs' long-standing default voice ("Rachel") and its multilingual model.
  elevenLabsVoiceID: '21m00Tcm4TlvDq8ikWAM',
  elevenLabsModel: 'eleven_multilingual_v2',
  elevenLabsEndpoint: 'https://api.elevenlabs.io',
  transcriptionModel: 'whisper-1',
} as const;

/** The voices of OpenAI's speech endpoint. */
export const openAIVoices = [
  'alloy',
  'ash',
  'ballad',
  'coral',
  'echo',
  'fable',
  'nova',
  'onyx',
  'sage',
  'shimmer',
] as const;
