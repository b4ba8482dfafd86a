import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultTranscriptionText, startMockProvider, toneWav, type MockProvider } from '../src/index.ts';
import { openAIHeaders, postJson } from './helpers.ts';

let mock: MockProvider;
beforeAll(async () => {
  mock = await startMockProvider();
});
afterAll(async () => {
  await mock.close();
});
beforeEach(() => {
  mock.reset();
});

function recording(): FormData {
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(toneWav({ seconds: 0.2 }))], { type: 'audio/wav' }),
    'speech.wav',
  );
  form.append('model', 'whisper-1');
  form.append('language', 'en');
  return form;
}

const transcribe = (form: FormData, headers: Record<string, string> = openAIHeaders) =>
  fetch(`${mock.url}/v1/audio/transcriptions`, { method: 'POST', headers, body: form });

describe('POST /v1/audio/transcriptions (OpenAI style, multipart)', () => {
  it('answers {"text"} and records the form fields and the file', async () => {
    const response = await transcribe(recording());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ text: defaultTranscriptionText });
    expect(mock.requests[0]).toMatchObject({
      style: 'openai',
      endpoint: 'transcriptions',
      model: 'whisper-1',
      status: 200,
      body: {
        model: 'whisper-1',
        language: 'en',
        file: { name: 'speech.wav', type: 'audio/wav', size: 44 + 0.2 * 16_000 * 2 },
      },
    });
  });

  it('answers a scripted transcript, or a scripted failure in the OpenAI error shape', async () => {
    mock.script(
      { endpoint: 'transcriptions', text: 'Hello from the microphone' },
      { endpoint: 'transcriptions', failure: { status: 429 } },
    );
    expect(await (await transcribe(recording())).json()).toEqual({ text: 'Hello from the microphone' });
    const failed = await transcribe(recording());
    expect(failed.status).toBe(429);
    expect(await failed.json()).toMatchObject({ error: { code: 'rate_limit_exceeded' } });
  });

  it('refuses a form without a file, and a wrong key when keys are checked', async () => {
    const form = new FormData();
    form.append('model', 'whisper-1');
    expect((await transcribe(form)).status).toBe(400);
    const strict = await startMockProvider({ validKeys: ['sk-good'] });
    try {
      const response = await fetch(`${strict.url}/v1/audio/transcriptions`, {
        method: 'POST',
        headers: { authorization: 'Bearer sk-bad' },
        body: recording(),
      });
      expect(response.status).toBe(401);
    } finally {
      await strict.close();
    }
  });
});

describe('POST /v1/audio/speech (OpenAI style)', () => {
  it('answers MP3 bytes as audio/mpeg by default', async () => {
    const response = await postJson(
      `${mock.url}/v1/audio/speech`,
      { model: 'tts-1', input: 'Read this aloud', voice: 'alloy' },
      openAIHeaders,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 2)]).toEqual([0xff, 0xfb]);
    expect(mock.requests[0]).toMatchObject({
      endpoint: 'speech',
      model: 'tts-1',
      body: { input: 'Read this aloud', voice: 'alloy' },
    });
  });

  it('answers WAV when asked, refuses formats it cannot make and an empty input', async () => {
    const wav = await postJson(
      `${mock.url}/v1/audio/speech`,
      { model: 'tts-1', input: 'x', voice: 'alloy', response_format: 'wav' },
      openAIHeaders,
    );
    expect(wav.headers.get('content-type')).toBe('audio/wav');
    expect(
      Buffer.from(await wav.arrayBuffer())
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('RIFF');
    const opus = await postJson(
      `${mock.url}/v1/audio/speech`,
      { model: 'tts-1', input: 'x', voice: 'alloy', response_format: 'opus' },
      openAIHeaders,
    );
    expect(opus.status).toBe(400);
    const empty = await postJson(
      `${mock.url}/v1/audio/speech`,
      { model: 'tts-1', input: ' ' },
      openAIHeaders,
    );
    expect(empty.status).toBe(400);
  });
});

describe('POST /v1/text-to-speech/{voice_id} (ElevenLabs style)', () => {
  it('answers audio/mpeg, reading the key from xi-api-key', async () => {
    const strict = await startMockProvider({ validKeys: ['xi-good'] });
    try {
      const speak = (key: string) =>
        postJson(
          `${strict.url}/v1/text-to-speech/voice%201?output_format=mp3_44100_128`,
          { text: 'Hello', model_id: 'eleven_multilingual_v2' },
          { 'xi-api-key': key },
        );
      const refused = await speak('xi-bad');
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({ detail: { status: 'invalid_api_key' } });
      const response = await speak('xi-good');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('audio/mpeg');
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
      expect(strict.requests[1]).toMatchObject({
        style: 'elevenlabs',
        endpoint: 'speech',
        model: 'eleven_multilingual_v2',
        path: '/v1/text-to-speech/voice%201',
        query: { output_format: 'mp3_44100_128' },
      });
    } finally {
      await strict.close();
    }
  });

  it('lets the preflight pass xi-api-key', async () => {
    const response = await fetch(`${mock.url}/v1/text-to-speech/v`, {
      method: 'OPTIONS',
      headers: { 'access-control-request-headers': 'xi-api-key, content-type' },
    });
    expect(response.headers.get('access-control-allow-headers')).toContain('xi-api-key');
  });
});
