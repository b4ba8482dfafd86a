// The browser's own speech recognition (Chromium's webkitSpeechRecognition), used when no
// transcription endpoint is set. Typed here: the DOM library of our TypeScript does not declare it.
import { recognitionConstructor } from './recognition-support.ts';
import { SpeechError } from './speech-errors.ts';

export interface RecognitionSession {
  /** Stops listening and resolves with what was recognised. */
  stop(): Promise<string>;
  cancel(): void;
}

export function startRecognition(language: string): RecognitionSession {
  const Constructor = recognitionConstructor();
  if (!Constructor) throw new SpeechError('not-supported');
  const recognition = new Constructor();
  recognition.lang = language.trim() || navigator.language;
  recognition.continuous = true;
  recognition.interimResults = false;
  const finals: string[] = [];
  let failure: SpeechError | undefined;
  const ended = new Promise<string>((resolve, reject) => {
    recognition.onresult = (event) => {
      for (let index = event.resultIndex; index < event.results.length; index += 1) {
        const result = event.results[index];
        if (result?.isFinal && result[0]) finals.push(result[0].transcript.trim());
      }
    };
    recognition.onerror = (event) => {
      if (event.error === 'aborted') return;
      failure =
        event.error === 'not-allowed' || event.error === 'service-not-allowed'
          ? new SpeechError('microphone-denied')
          : event.error === 'audio-capture'
            ? new SpeechError('no-microphone')
            : event.error === 'network'
              ? new SpeechError('network')
              : event.error === 'no-speech'
                ? new SpeechError('nothing-heard')
                : new SpeechError('provider-error');
    };
    recognition.onend = () => {
      if (failure) reject(failure);
      else resolve(finals.filter(Boolean).join(' '));
    };
  });
  recognition.start();
  return {
    stop: () => {
      recognition.stop();
      return ended;
    },
    cancel: () => {
      ended.catch(() => undefined);
      recognition.abort();
    },
  };
}
