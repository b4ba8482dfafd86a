// What a recording needs once the microphone is pressed; loaded on demand by use-voice-input.ts.
export { startRecognition } from './browser-recognition.ts';
export { startRecording } from './recorder.ts';
export { transcribeAudio } from './transcribe-audio.ts';
