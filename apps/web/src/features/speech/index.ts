export { VoiceInputButton, type VoiceInputButtonProps } from './voice-input-button.tsx';
export { requestVoiceInput } from './voice-input-requests.ts';
export { textToSpeechSectionShown, voiceInputSectionShown } from './speech-sections-shown.ts';
