// The settings pages load with the Settings screen, not with the chat: import them from here.
export { TextToSpeechSection } from './text-to-speech-section.tsx';
export { VoiceInputSection } from './voice-input-section.tsx';
