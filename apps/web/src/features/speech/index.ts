export { VoiceInputButton, type VoiceInputButtonProps } from './voice-input-button.tsx';
export { requestVoiceInput } from './voice-input-requests.ts';
export { MessageSpeech, type MessageSpeechProps } from './message-speech.tsx';
export { SpeechPopup } from './speech-popup.tsx';
export { textToSpeechSectionShown, voiceInputSectionShown } from './speech-sections-shown.ts';
