import { describe, expect, it } from 'vitest';
import { SpeechError } from './speech-errors.ts';
import { speechVoiceFor, transcriptionPlanFor } from './speech-plans.ts';
import type { SpeechSettings } from './use-speech-settings.ts';

const base: SpeechSettings = {
  loaded: true,
  source: 'disabled',
  autoSpeech: false,
  showPlayButton: true,
  browserVoice: '',
  openAIVoice: 'alloy',
  openAIModel: 'tts-1',
  openAIEndpointOverride: '',
  elevenLabsVoiceID: 'v1',
  elevenLabsEndpoint: 'https://api.elevenlabs.io',
  elevenLabsKey: { key: undefined, locked: false },
  openAIKey: { key: undefined, locked: false },
  transcriptionEndpoint: 'https://api.openai.com/v1/audio/transcriptions',
  transcriptionEndpointSet: false,
  voiceInputMethod: 'auto',
  voiceInputLanguage: '',
  voiceInputModel: 'whisper-1',
};

const failureOf = (value: unknown) => (value instanceof SpeechError ? value.failure : undefined);

describe('speechVoiceFor', () => {
  it('is off when disabled, the browser voice when chosen', () => {
    expect(speechVoiceFor(base)).toBeUndefined();
    expect(speechVoiceFor({ ...base, source: 'browser', browserVoice: 'uri' })).toEqual({
      kind: 'browser',
      voiceURI: 'uri',
    });
  });

  it('needs a usable key for the remote services', () => {
    expect(failureOf(speechVoiceFor({ ...base, source: 'openai-text-to-speech' }))).toBe('no-key');
    expect(
      failureOf(
        speechVoiceFor({
          ...base,
          source: 'openai-text-to-speech',
          openAIKey: { key: undefined, locked: true },
        }),
      ),
    ).toBe('key-locked');
    expect(failureOf(speechVoiceFor({ ...base, source: 'elevenlabs' }))).toBe('no-key');
    expect(
      speechVoiceFor({ ...base, source: 'elevenlabs', elevenLabsKey: { key: 'xi', locked: false } }),
    ).toMatchObject({
      kind: 'remote',
    });
    // An endpoint of one's own (a local server) may need no key.
    expect(
      speechVoiceFor({
        ...base,
        source: 'openai-text-to-speech',
        openAIEndpointOverride: 'http://127.0.0.1:1/v1/audio/speech',
      }),
    ).toMatchObject({ kind: 'remote' });
  });
});

describe('transcriptionPlanFor', () => {
  const withKey = { ...base, openAIKey: { key: 'sk', locked: false } };

  it('auto: the endpoint with a key, else the browser where it can, else asks for a key', () => {
    expect(transcriptionPlanFor(withKey, true)).toEqual({
      kind: 'endpoint',
      endpoint: base.transcriptionEndpoint,
      apiKey: 'sk',
      model: 'whisper-1',
      language: '',
    });
    expect(transcriptionPlanFor(base, true)).toEqual({ kind: 'browser', language: '' });
    expect(failureOf(transcriptionPlanFor(base, false))).toBe('no-key');
    expect(transcriptionPlanFor({ ...base, transcriptionEndpointSet: true }, true)).toMatchObject({
      kind: 'endpoint',
      apiKey: undefined,
    });
  });

  it('keeps to the chosen method', () => {
    expect(transcriptionPlanFor({ ...withKey, voiceInputMethod: 'browser' }, true)).toEqual({
      kind: 'browser',
      language: '',
    });
    expect(failureOf(transcriptionPlanFor({ ...withKey, voiceInputMethod: 'browser' }, false))).toBe(
      'not-supported',
    );
    expect(failureOf(transcriptionPlanFor({ ...base, voiceInputMethod: 'endpoint' }, true))).toBe('no-key');
    expect(
      failureOf(transcriptionPlanFor({ ...base, openAIKey: { key: undefined, locked: true } }, true)),
    ).toBe('key-locked');
  });
});
