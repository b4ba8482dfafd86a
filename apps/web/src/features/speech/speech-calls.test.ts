// @vitest-environment node
// The speech calls against the mock provider's real wire formats.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMockProvider, toneWav, type MockProvider } from '@confab/test-kit';
import { SpeechError } from './speech-errors.ts';
import { fetchSpeechAudio } from './synthesize-speech.ts';
import { recordingFileName, transcribeAudio } from './transcribe-audio.ts';

let mock: MockProvider;
beforeAll(async () => {
  mock = await startMockProvider({ validKeys: ['sk-good', 'xi-good'] });
});
afterAll(async () => {
  await mock.close();
});
beforeEach(() => {
  mock.reset();
});

const recording = () =>
  new Blob([new Uint8Array(toneWav({ seconds: 0.1 }))], { type: 'audio/webm;codecs=opus' });

async function failureOf(work: Promise<unknown>): Promise<SpeechError> {
  try {
    await work;
  } catch (error) {
    if (error instanceof SpeechError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('transcribeAudio', () => {
  it('sends the recording as multipart with the key, and answers the text', async () => {
    mock.script({ endpoint: 'transcriptions', text: '  Hello there  ' });
    const text = await transcribeAudio({
      endpoint: `${mock.url}/v1/audio/transcriptions`,
      apiKey: 'sk-good',
      model: 'whisper-1',
      language: 'en',
      audio: recording(),
    });
    expect(text).toBe('Hello there');
    expect(mock.requests[0]).toMatchObject({
      headers: { authorization: 'Bearer sk-good' },
      body: {
        model: 'whisper-1',
        language: 'en',
        file: { name: 'recording.webm', type: 'audio/webm;codecs=opus' },
      },
    });
  });

  it('turns a refused key, a rate limit and an unreachable endpoint into failures a person can read', async () => {
    const request = {
      endpoint: `${mock.url}/v1/audio/transcriptions`,
      model: 'whisper-1',
      language: '',
      audio: recording(),
    };
    const refused = await failureOf(transcribeAudio({ ...request, apiKey: 'sk-bad' }));
    expect(refused.failure).toBe('invalid-key');
    expect(refused.detail).toContain('Incorrect API key');
    mock.script({ endpoint: 'transcriptions', failure: { status: 429 } });
    expect((await failureOf(transcribeAudio({ ...request, apiKey: 'sk-good' }))).failure).toBe(
      'rate-limited',
    );
    const unreachable = await failureOf(
      transcribeAudio({
        ...request,
        apiKey: 'sk-good',
        endpoint: 'http://127.0.0.1:9/v1/audio/transcriptions',
      }),
    );
    expect(unreachable.failure).toBe('network');
  });

  it('names the file after the recorded container', () => {
    expect(recordingFileName('audio/ogg;codecs=opus')).toBe('recording.ogg');
    expect(recordingFileName('audio/mpeg')).toBe('recording.mp3');
    expect(recordingFileName('')).toBe('recording.webm');
  });
});

describe('fetchSpeechAudio', () => {
  it('OpenAI style: posts model, voice and input, answers MP3', async () => {
    const audio = await fetchSpeechAudio({
      kind: 'openai',
      endpoint: `${mock.url}/v1/audio/speech`,
      apiKey: 'sk-good',
      model: 'tts-1',
      voice: 'nova',
      text: 'Read me',
    });
    expect(audio.type).toBe('audio/mpeg');
    expect(audio.size).toBeGreaterThan(1000);
    expect(mock.requests[0]?.body).toEqual({
      model: 'tts-1',
      voice: 'nova',
      input: 'Read me',
      response_format: 'mp3',
    });
  });

  it('ElevenLabs style: the key in xi-api-key, the voice in the path', async () => {
    const url = `${mock.url}/v1/text-to-speech/v-1?output_format=mp3_44100_128`;
    const audio = await fetchSpeechAudio({
      kind: 'elevenlabs',
      url,
      apiKey: 'xi-good',
      model: 'eleven_multilingual_v2',
      text: 'Hi',
    });
    expect(audio.type).toBe('audio/mpeg');
    expect(mock.requests[0]).toMatchObject({
      style: 'elevenlabs',
      path: '/v1/text-to-speech/v-1',
      headers: { 'xi-api-key': 'xi-good' },
      body: { text: 'Hi', model_id: 'eleven_multilingual_v2' },
    });
    const refused = await failureOf(
      fetchSpeechAudio({
        kind: 'elevenlabs',
        url,
        apiKey: 'xi-bad',
        model: 'eleven_multilingual_v2',
        text: 'Hi',
      }),
    );
    expect(refused.failure).toBe('invalid-key');
  });
});
