// One reader for the whole page: reading a message stops whatever was being read, and the
// text-to-speech popup shows this one state. Browser synthesis and the remote services (audio files
// played one piece after another) sit behind the same play / pause / resume / stop.
import { asSpeechError, SpeechError } from './speech-errors.ts';

export type SpeechVoice =
  | { kind: 'browser'; voiceURI: string }
  /** Fetches one piece's audio; the player fetches the next piece while one plays. */
  | { kind: 'remote'; fetchAudio: (text: string, signal: AbortSignal) => Promise<Blob> };

export type SpeechStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'error';

export interface SpeechState {
  status: SpeechStatus;
  /** The message being read; undefined when idle. */
  messageID: string | undefined;
  /** The whole text being read, for the popup's "what is being read". */
  text: string;
  failure: SpeechError | undefined;
}

export interface ReadRequest {
  messageID: string;
  pieces: readonly string[];
  voice: SpeechVoice;
}

/** The slice of an audio element the player uses, so tests can hand in their own. */
export interface AudioLike {
  src: string;
  play: () => Promise<void>;
  pause: () => void;
  addEventListener(type: 'ended' | 'error', listener: () => void): void;
  removeEventListener(type: 'ended' | 'error', listener: () => void): void;
}

export interface SpeechPlayerDependencies {
  createAudio: () => AudioLike;
  synthesis: () => SpeechSynthesis | undefined;
  createObjectURL: (blob: Blob) => string;
  revokeObjectURL: (url: string) => void;
}

export interface SpeechPlayer {
  subscribe: (listener: () => void) => () => void;
  getState: () => SpeechState;
  read: (request: ReadRequest) => void;
  pause: () => void;
  resume: () => void;
  stop: () => void;
  /** Shows a failure found before reading could start (no key, say) in the popup. */
  showFailure: (messageID: string, failure: SpeechError) => void;
}

function isAborted(signal: AbortSignal): boolean {
  return signal.aborted;
}

const idle: SpeechState = { status: 'idle', messageID: undefined, text: '', failure: undefined };

export function createSpeechPlayer(dependencies: SpeechPlayerDependencies): SpeechPlayer {
  let state = idle;
  const listeners = new Set<() => void>();
  // Each read gets its own controller; events of a stopped read find it aborted and do nothing.
  let current: { controller: AbortController; voice: SpeechVoice; audio?: AudioLike } | undefined;

  const set = (next: Partial<SpeechState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };

  const finish = (controller: AbortController) => {
    if (controller.signal.aborted) return;
    controller.abort();
    current = undefined;
    set(idle);
  };

  const fail = (controller: AbortController, error: unknown) => {
    if (controller.signal.aborted) return;
    controller.abort();
    current = undefined;
    set({ status: 'error', failure: asSpeechError(error) });
  };

  async function playRemote(
    pieces: readonly string[],
    fetchAudio: (text: string, signal: AbortSignal) => Promise<Blob>,
    controller: AbortController,
  ): Promise<void> {
    const { signal } = controller;
    const fetched = new Map<number, Promise<Blob>>();
    const audioFor = (index: number): Promise<Blob> => {
      const known = fetched.get(index);
      if (known) return known;
      const piece = pieces[index] ?? '';
      const started = fetchAudio(piece, signal);
      // A prefetch that fails is reported when its turn comes, not as an unhandled rejection.
      started.catch(() => undefined);
      fetched.set(index, started);
      return started;
    };
    const audio = dependencies.createAudio();
    if (current?.controller === controller) current.audio = audio;
    for (let index = 0; index < pieces.length; index += 1) {
      const blob = await audioFor(index);
      if (signal.aborted) return;
      if (index + 1 < pieces.length) void audioFor(index + 1);
      const url = dependencies.createObjectURL(blob);
      try {
        await new Promise<void>((resolve, reject) => {
          const onEnded = () => {
            cleanup();
            resolve();
          };
          const onError = () => {
            cleanup();
            reject(new SpeechError('playback'));
          };
          const onAbort = () => {
            cleanup();
            audio.pause();
            resolve();
          };
          const cleanup = () => {
            audio.removeEventListener('ended', onEnded);
            audio.removeEventListener('error', onError);
            signal.removeEventListener('abort', onAbort);
          };
          audio.addEventListener('ended', onEnded);
          audio.addEventListener('error', onError);
          signal.addEventListener('abort', onAbort);
          audio.src = url;
          audio.play().then(
            () => {
              if (!signal.aborted && state.status === 'loading') set({ status: 'playing' });
            },
            () => {
              cleanup();
              reject(new SpeechError('playback'));
            },
          );
        });
      } finally {
        dependencies.revokeObjectURL(url);
      }
      // Stop can come while the piece plays; read through a call, not the narrowed property.
      if (isAborted(signal)) return;
    }
  }

  function speakInBrowser(pieces: readonly string[], voiceURI: string, controller: AbortController): void {
    const synthesis = dependencies.synthesis();
    if (!synthesis) {
      fail(controller, new SpeechError('not-supported'));
      return;
    }
    synthesis.cancel();
    const voice = synthesis.getVoices().find((candidate) => candidate.voiceURI === voiceURI);
    pieces.forEach((piece, index) => {
      const utterance = new SpeechSynthesisUtterance(piece);
      if (voice) utterance.voice = voice;
      utterance.onstart = () => {
        if (!controller.signal.aborted && state.status === 'loading') set({ status: 'playing' });
      };
      utterance.onerror = (event) => {
        // Cancelling (Stop, or a new read) reports "interrupted"/"canceled"; that is not a failure.
        if (event.error === 'interrupted' || event.error === 'canceled') return;
        fail(controller, new SpeechError('playback'));
      };
      if (index === pieces.length - 1) {
        utterance.onend = () => {
          finish(controller);
        };
      }
      synthesis.speak(utterance);
    });
  }

  const stopCurrent = () => {
    if (!current) return;
    const { controller, voice, audio } = current;
    current = undefined;
    controller.abort();
    audio?.pause();
    if (voice.kind === 'browser') dependencies.synthesis()?.cancel();
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getState: () => state,
    read({ messageID, pieces, voice }) {
      stopCurrent();
      const controller = new AbortController();
      current = { controller, voice };
      set({ status: 'loading', messageID, text: pieces.join(' '), failure: undefined });
      if (pieces.length === 0) {
        finish(controller);
        return;
      }
      if (voice.kind === 'browser') {
        speakInBrowser(pieces, voice.voiceURI, controller);
        return;
      }
      playRemote(pieces, voice.fetchAudio, controller).then(
        () => {
          finish(controller);
        },
        (error: unknown) => {
          fail(controller, error);
        },
      );
    },
    pause() {
      if (!current || state.status !== 'playing') return;
      if (current.voice.kind === 'browser') dependencies.synthesis()?.pause();
      else current.audio?.pause();
      set({ status: 'paused' });
    },
    resume() {
      if (!current || state.status !== 'paused') return;
      if (current.voice.kind === 'browser') dependencies.synthesis()?.resume();
      else void current.audio?.play().catch(() => undefined);
      set({ status: 'playing' });
    },
    stop() {
      stopCurrent();
      set(idle);
    },
    showFailure(messageID, failure) {
      stopCurrent();
      set({ status: 'error', messageID, text: '', failure });
    },
  };
}

let pagePlayer: SpeechPlayer | undefined;

/** The page's one player, made on first use. */
export function speechPlayer(): SpeechPlayer {
  pagePlayer ??= createSpeechPlayer({
    createAudio: () => new Audio(),
    synthesis: () => (typeof speechSynthesis === 'undefined' ? undefined : speechSynthesis),
    createObjectURL: (blob) => URL.createObjectURL(blob),
    revokeObjectURL: (url) => {
      URL.revokeObjectURL(url);
    },
  });
  return pagePlayer;
}
