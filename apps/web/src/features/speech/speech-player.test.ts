import { describe, expect, it, vi } from 'vitest';
import { SpeechError } from './speech-errors.ts';
import { createSpeechPlayer, type AudioLike, type SpeechVoice } from './speech-player.ts';

/** An audio element whose end the test decides. */
function fakeAudio() {
  const listeners = new Map<string, Set<() => void>>();
  const audio: AudioLike & { end: () => void; played: string[]; paused: number } = {
    src: '',
    played: [],
    paused: 0,
    play() {
      audio.played.push(audio.src);
      return Promise.resolve();
    },
    pause() {
      audio.paused += 1;
    },
    addEventListener(type, listener) {
      const set = listeners.get(type) ?? new Set();
      set.add(listener);
      listeners.set(type, set);
    },
    removeEventListener(type, listener) {
      listeners.get(type)?.delete(listener);
    },
    end() {
      for (const listener of [...(listeners.get('ended') ?? [])]) listener();
    },
  };
  return audio;
}

function setup() {
  const audio = fakeAudio();
  let urls = 0;
  const player = createSpeechPlayer({
    createAudio: () => audio,
    synthesis: () => undefined,
    createObjectURL: () => `blob:${(urls += 1)}`,
    revokeObjectURL: () => undefined,
  });
  const fetched: string[] = [];
  const voice: SpeechVoice = {
    kind: 'remote',
    fetchAudio: (text) => {
      fetched.push(text);
      return Promise.resolve(new Blob(['mp3'], { type: 'audio/mpeg' }));
    },
  };
  return { audio, player, fetched, voice };
}

describe('the speech player', () => {
  it('plays the pieces in order, fetching the next while one plays, then goes idle', async () => {
    const { audio, player, fetched, voice } = setup();
    player.read({ messageID: 'm1', pieces: ['One.', 'Two.'], voice });
    expect(player.getState()).toMatchObject({ status: 'loading', messageID: 'm1', text: 'One. Two.' });
    await vi.waitFor(() => {
      expect(player.getState().status).toBe('playing');
    });
    expect(fetched).toEqual(['One.', 'Two.']);
    audio.end();
    await vi.waitFor(() => {
      expect(audio.played).toEqual(['blob:1', 'blob:2']);
    });
    audio.end();
    await vi.waitFor(() => {
      expect(player.getState().status).toBe('idle');
    });
  });

  it('pauses, resumes and stops', async () => {
    const { audio, player, voice } = setup();
    player.read({ messageID: 'm1', pieces: ['Text.'], voice });
    await vi.waitFor(() => {
      expect(player.getState().status).toBe('playing');
    });
    player.pause();
    expect(player.getState().status).toBe('paused');
    expect(audio.paused).toBe(1);
    player.resume();
    expect(player.getState().status).toBe('playing');
    player.stop();
    expect(player.getState()).toMatchObject({ status: 'idle', messageID: undefined });
  });

  it('a new read replaces the one playing; a failed fetch shows its failure', async () => {
    const { player, voice } = setup();
    player.read({ messageID: 'm1', pieces: ['First.'], voice });
    player.read({
      messageID: 'm2',
      pieces: ['Second.'],
      voice: { kind: 'remote', fetchAudio: () => Promise.reject(new SpeechError('invalid-key')) },
    });
    await vi.waitFor(() => {
      expect(player.getState().status).toBe('error');
    });
    expect(player.getState().messageID).toBe('m2');
    expect(player.getState().failure?.failure).toBe('invalid-key');
  });

  it('reports a browser without speech synthesis', () => {
    const { player } = setup();
    player.read({ messageID: 'm1', pieces: ['Hi.'], voice: { kind: 'browser', voiceURI: '' } });
    expect(player.getState().failure?.failure).toBe('not-supported');
  });
});
