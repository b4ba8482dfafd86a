import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { CloseIcon, IconButton, VisuallyHidden } from '@confab/ui';
import { MicrophoneIcon, StopSquareIcon } from './speech-icons.tsx';
import { SpeechFailureText } from './speech-failure-text.tsx';
import { speechMessages } from './speech-messages.ts';
import { useVoiceInput } from './use-voice-input.ts';
import { voiceInputLabel } from './voice-input-label.ts';
import { onVoiceInputRequest } from './voice-input-requests.ts';
import type { VoiceInputButtonProps } from './voice-input-button.tsx';

export interface VoiceInputControlProps extends VoiceInputButtonProps {
  /** Mounted by a press on the microphone at rest: start listening at once. */
  startAtOnce?: boolean;
}

/** The microphone with its states: recording, transcribing, the failure shown beside it. */
export function VoiceInputControl({ onText, disabled = false, startAtOnce = false }: VoiceInputControlProps) {
  const intl = useIntl();
  const { status, failure, toggle, cancel, ready } = useVoiceInput(onText);
  useEffect(() => onVoiceInputRequest(toggle), [toggle]);
  // Loaded by a press (or the shortcut) on the microphone at rest: that press starts listening, once
  // the settings are read so it plans with the person's key.
  const started = useRef(!startAtOnce);
  useEffect(() => {
    if (started.current || !ready) return;
    started.current = true;
    toggle();
  }, [ready, toggle]);

  const recording = status === 'recording';
  const busy = status === 'starting' || status === 'transcribing';
  const label = intl.formatMessage(
    recording
      ? speechMessages.stopRecording
      : status === 'transcribing'
        ? speechMessages.transcribing
        : voiceInputLabel,
  );
  const statusText =
    status === 'recording'
      ? intl.formatMessage(speechMessages.recording)
      : status === 'transcribing'
        ? intl.formatMessage(speechMessages.transcribing)
        : status === 'starting'
          ? intl.formatMessage(speechMessages.startingMicrophone)
          : '';

  return (
    <span className="voice-input">
      <IconButton
        label={label}
        className={`voice-input__button voice-input__button--${status}`}
        aria-pressed={recording}
        disabled={(disabled && !recording) || busy}
        onClick={toggle}
      >
        {recording ? <StopSquareIcon size={18} /> : <MicrophoneIcon size={20} strokeWidth={1.8} />}
      </IconButton>
      <VisuallyHidden>
        <span role="status">{statusText}</span>
      </VisuallyHidden>
      {recording || status === 'transcribing' ? (
        <span className="voice-input__bubble" aria-hidden="true">
          {recording ? <span className="voice-input__dot" /> : <span className="voice-input__spinner" />}
          {statusText}
        </span>
      ) : null}
      {recording ? (
        <IconButton
          label={intl.formatMessage(speechMessages.cancelRecording)}
          className="voice-input__cancel"
          onClick={cancel}
        >
          <CloseIcon size={14} />
        </IconButton>
      ) : null}
      {status === 'error' && failure ? (
        <span className="voice-input__bubble voice-input__bubble--error" role="alert">
          <span>
            <SpeechFailureText failure={failure} />
          </span>
          <IconButton label={intl.formatMessage(speechMessages.dismissError)} onClick={cancel}>
            <CloseIcon size={14} />
          </IconButton>
        </span>
      ) : null}
    </span>
  );
}
