// The settings pages load with the Settings screen, not with the chat: import them from here.
export { TextToSpeechSection } from './text-to-speech-section.tsx';
export { VoiceInputSection } from './voice-input-section.tsx';
// Drawn under each message, whose components load after the first screen (chat's message article).
export { MessageSpeech, type MessageSpeechProps } from './message-speech.tsx';
// Shows only while a message is read aloud: loaded with the message components.
export { SpeechPopup } from './speech-popup.tsx';
