// The microphone through MediaRecorder: start asks for the microphone, stop hands back the recording.
import { SpeechError } from './speech-errors.ts';

export interface Recording {
  /** Stops recording and resolves with the audio (in the browser's own container, e.g. WebM/Opus). */
  stop(): Promise<Blob>;
  /** Stops and throws the audio away. */
  cancel(): void;
}

function microphoneFailure(error: unknown): SpeechError {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return new SpeechError('microphone-denied');
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return new SpeechError('no-microphone');
  return new SpeechError('not-supported');
}

// Insecure pages have no `navigator.mediaDevices` at all, whatever the DOM types say.
export function recordingSupported(): boolean {
  return typeof MediaRecorder !== 'undefined' && 'mediaDevices' in navigator;
}

export async function startRecording(): Promise<Recording> {
  if (!recordingSupported()) throw new SpeechError('not-supported');
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  } catch (error) {
    throw microphoneFailure(error);
  }
  const release = () => {
    for (const track of stream.getTracks()) track.stop();
  };
  let recorder: MediaRecorder;
  try {
    recorder = new MediaRecorder(stream);
  } catch {
    release();
    throw new SpeechError('not-supported');
  }
  const chunks: Blob[] = [];
  recorder.addEventListener('dataavailable', (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  });
  const stopped = new Promise<Blob>((resolve) => {
    recorder.addEventListener('stop', () => {
      release();
      resolve(new Blob(chunks, { type: recorder.mimeType || 'audio/webm' }));
    });
  });
  recorder.start();
  return {
    stop: () => {
      if (recorder.state !== 'inactive') recorder.stop();
      return stopped;
    },
    cancel: () => {
      if (recorder.state !== 'inactive') recorder.stop();
      chunks.length = 0;
    },
  };
}
