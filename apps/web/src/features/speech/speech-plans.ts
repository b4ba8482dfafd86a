// Which way speech goes, decided from the settings alone (pure, so the rules are tested without a
// browser): the voice read-aloud uses, and how voice input turns a recording into text.
import { elevenLabsSpeechURL, openAISpeechEndpoint } from './speech-endpoints.ts';
import { SpeechError } from './speech-errors.ts';
import type { SpeechVoice } from './speech-player.ts';
import type { SpeechSettings } from './use-speech-settings.ts';
import { speechDefaults } from './speech-settings.ts';
import { fetchSpeechAudio } from './synthesize-speech.ts';

/** Longest piece sent in one call: OpenAI's 4,096-character limit, with room to spare for ElevenLabs. */
export const remotePieceLength = 4000;
/** Chromium's own synthesis stops long utterances early; short pieces keep it going. */
export const browserPieceLength = 220;

/** The voice for read-aloud; undefined when speech is off, a SpeechError when it cannot work. */
export function speechVoiceFor(settings: SpeechSettings): SpeechVoice | SpeechError | undefined {
  switch (settings.source) {
    case 'disabled':
      return undefined;
    case 'browser':
      return { kind: 'browser', voiceURI: settings.browserVoice };
    case 'openai-text-to-speech': {
      if (settings.openAIKey.locked) return new SpeechError('key-locked');
      const endpoint = openAISpeechEndpoint(settings.openAIEndpointOverride, settings.transcriptionEndpoint);
      const usesOwnEndpoint =
        settings.openAIEndpointOverride.trim() !== '' || settings.transcriptionEndpointSet;
      if (!settings.openAIKey.key && !usesOwnEndpoint) return new SpeechError('no-key');
      const { key } = settings.openAIKey;
      return {
        kind: 'remote',
        fetchAudio: (text, signal) =>
          fetchSpeechAudio(
            {
              kind: 'openai',
              endpoint,
              apiKey: key,
              model: settings.openAIModel,
              voice: settings.openAIVoice,
              text,
            },
            { signal },
          ),
      };
    }
    case 'elevenlabs': {
      if (settings.elevenLabsKey.locked) return new SpeechError('key-locked');
      if (!settings.elevenLabsKey.key) return new SpeechError('no-key');
      const url = elevenLabsSpeechURL(settings.elevenLabsEndpoint, settings.elevenLabsVoiceID);
      const { key } = settings.elevenLabsKey;
      return {
        kind: 'remote',
        fetchAudio: (text, signal) =>
          fetchSpeechAudio(
            { kind: 'elevenlabs', url, apiKey: key, model: speechDefaults.elevenLabsModel, text },
            { signal },
          ),
      };
    }
  }
}

export type TranscriptionPlan =
  | { kind: 'endpoint'; endpoint: string; apiKey: string | undefined; model: string; language: string }
  | { kind: 'browser'; language: string };

/**
 * How voice input transcribes. `auto`: the endpoint when a key or an endpoint of one's own is set,
 * else the browser's recognition where it exists.
 */
export function transcriptionPlanFor(
  settings: SpeechSettings,
  browserRecognitionAvailable: boolean,
): TranscriptionPlan | SpeechError {
  const endpointReady = Boolean(settings.openAIKey.key) || settings.transcriptionEndpointSet;
  const endpointPlan = (): TranscriptionPlan | SpeechError => {
    if (settings.openAIKey.locked && !settings.transcriptionEndpointSet) return new SpeechError('key-locked');
    if (!endpointReady) return new SpeechError('no-key');
    return {
      kind: 'endpoint',
      endpoint: settings.transcriptionEndpoint,
      apiKey: settings.openAIKey.key,
      model: settings.voiceInputModel,
      language: settings.voiceInputLanguage,
    };
  };
  const browserPlan = (): TranscriptionPlan | SpeechError =>
    browserRecognitionAvailable
      ? { kind: 'browser', language: settings.voiceInputLanguage }
      : new SpeechError('not-supported');
  if (settings.voiceInputMethod === 'endpoint') return endpointPlan();
  if (settings.voiceInputMethod === 'browser') return browserPlan();
  if (endpointReady || settings.openAIKey.locked || !browserRecognitionAvailable) return endpointPlan();
  return browserPlan();
}
