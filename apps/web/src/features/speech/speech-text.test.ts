import { describe, expect, it } from 'vitest';
import { elevenLabsSpeechURL, openAISpeechEndpoint } from './speech-endpoints.ts';
import { speakableText, splitForSpeech } from './speakable-text.ts';

describe('speakableText', () => {
  it('drops Markdown marks, code blocks and link addresses', () => {
    const markdown = [
      '# Weather',
      '',
      'It is **sunny** with a _light_ breeze; see [the forecast](https://example.com/f).',
      '',
      '```js',
      'console.log("not read");',
      '```',
      '',
      '- Take `sunglasses`',
      '1. Drink water',
      '> Quoted ~~text~~',
    ].join('\n');
    expect(speakableText(markdown)).toBe(
      'Weather\nIt is sunny with a light breeze; see the forecast.\nTake sunglasses\nDrink water\nQuoted text',
    );
  });

  it('keeps image descriptions and removes HTML tags', () => {
    expect(speakableText('![A fox](x.png) <b>bold</b>')).toBe('A fox bold');
  });
});

describe('splitForSpeech', () => {
  it('keeps a short text whole', () => {
    expect(splitForSpeech('One. Two.', 100)).toEqual(['One. Two.']);
  });

  it('cuts at sentence ends, else at spaces, never over the limit', () => {
    const text = 'First sentence here. Second sentence follows. Third one ends it.';
    const pieces = splitForSpeech(text, 30);
    expect(pieces).toEqual(['First sentence here.', 'Second sentence follows.', 'Third one ends it.']);
    const words = splitForSpeech('aaaa bbbb cccc dddd', 9);
    expect(words).toEqual(['aaaa bbbb', 'cccc dddd']);
    expect(splitForSpeech('x'.repeat(25), 10)).toEqual(['x'.repeat(10), 'x'.repeat(10), 'x'.repeat(5)]);
  });
});

describe('speech endpoints', () => {
  it('puts OpenAI-style speech beside the transcription endpoint unless set apart', () => {
    expect(openAISpeechEndpoint('', 'https://api.openai.com/v1/audio/transcriptions')).toBe(
      'https://api.openai.com/v1/audio/speech',
    );
    expect(openAISpeechEndpoint('', 'http://127.0.0.1:9/proxy/v1/')).toBe(
      'http://127.0.0.1:9/proxy/v1/audio/speech',
    );
    expect(openAISpeechEndpoint(' https://tts.example/v1/audio/speech ', 'ignored')).toBe(
      'https://tts.example/v1/audio/speech',
    );
  });

  it('names the ElevenLabs voice in the path, whether or not the base ends in /v1', () => {
    expect(elevenLabsSpeechURL('https://api.elevenlabs.io', 'voice 1')).toBe(
      'https://api.elevenlabs.io/v1/text-to-speech/voice%201?output_format=mp3_44100_128',
    );
    expect(elevenLabsSpeechURL('http://127.0.0.1:5/v1/', 'abc')).toBe(
      'http://127.0.0.1:5/v1/text-to-speech/abc?output_format=mp3_44100_128',
    );
  });
});
