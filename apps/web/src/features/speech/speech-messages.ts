import { defineMessages } from 'react-intl';

export const speechMessages = defineMessages({
  stopRecording: { id: 'speech.voiceInput.stop', defaultMessage: 'Stop recording' },
  transcribing: { id: 'speech.voiceInput.transcribing', defaultMessage: 'Transcribing…' },
  recording: {
    id: 'speech.voiceInput.recording',
    defaultMessage: 'Recording… press the microphone again to stop.',
  },
  startingMicrophone: { id: 'speech.voiceInput.starting', defaultMessage: 'Starting the microphone…' },
  cancelRecording: { id: 'speech.voiceInput.cancel', defaultMessage: 'Cancel recording' },
  dismissError: { id: 'speech.error.dismiss', defaultMessage: 'Dismiss' },
  readAloud: { id: 'speech.readAloud', defaultMessage: 'Read aloud' },
  stopReading: { id: 'speech.readAloud.stop', defaultMessage: 'Stop reading' },
  popupTitle: { id: 'speech.popup.title', defaultMessage: 'Text to speech' },
  popupLoading: { id: 'speech.popup.loading', defaultMessage: 'Preparing audio…' },
  popupPlaying: { id: 'speech.popup.playing', defaultMessage: 'Reading aloud' },
  popupPaused: { id: 'speech.popup.paused', defaultMessage: 'Paused' },
  popupFailed: { id: 'speech.popup.failed', defaultMessage: 'Could not read aloud' },
  pause: { id: 'speech.popup.pause', defaultMessage: 'Pause' },
  resume: { id: 'speech.popup.resume', defaultMessage: 'Resume' },
  stop: { id: 'speech.popup.stop', defaultMessage: 'Stop' },
  close: { id: 'speech.popup.close', defaultMessage: 'Close' },
});
