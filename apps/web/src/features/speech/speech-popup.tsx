import { useEffect, useId, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, ErrorBoundary } from '@confab/ui';
import { SpeakerIcon } from './speech-icons.tsx';
import { SpeechFailureText } from './speech-failure-text.tsx';
import { speechMessages } from './speech-messages.ts';
import { speechPlayer } from './speech-player.ts';
import { useSpeechState } from './use-speech-output.ts';
import './speech.css';

/** How much of the text being read the popup shows. */
const excerptLength = 180;

/**
 * The text-to-speech popup: what is being read, and play/pause/stop. Shown while something is read
 * (or failed to be); leaving the chat stops reading.
 */
export function SpeechPopup() {
  return (
    <ErrorBoundary fallback={() => null}>
      <SpeechPopupContent />
    </ErrorBoundary>
  );
}

function SpeechPopupContent() {
  const intl = useIntl();
  const titleID = useId();
  const state = useSpeechState();
  useEffect(
    () => () => {
      speechPlayer().stop();
    },
    [],
  );
  if (state.status === 'idle') return null;

  const player = speechPlayer();
  const statusText = intl.formatMessage(
    state.status === 'loading'
      ? speechMessages.popupLoading
      : state.status === 'paused'
        ? speechMessages.popupPaused
        : state.status === 'error'
          ? speechMessages.popupFailed
          : speechMessages.popupPlaying,
  );
  const excerpt =
    state.text.length > excerptLength ? `${state.text.slice(0, excerptLength).trimEnd()}…` : state.text;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      player.stop();
    }
  };

  return (
    <div
      className={`speech-popup speech-popup--${state.status}`}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleID}
      onKeyDown={onKeyDown}
    >
      <SpeakerIcon size={18} />
      <div className="speech-popup__body">
        <p className="speech-popup__heading">
          <strong id={titleID}>{intl.formatMessage(speechMessages.popupTitle)}</strong>
          <span role="status" className="speech-popup__status">
            {statusText}
          </span>
        </p>
        {state.status === 'error' && state.failure ? (
          <p className="speech-popup__error" role="alert">
            <SpeechFailureText failure={state.failure} />
          </p>
        ) : excerpt ? (
          <p className="speech-popup__text">{excerpt}</p>
        ) : null}
      </div>
      <div className="speech-popup__actions">
        {state.status === 'playing' ? (
          <Button
            variant="secondary"
            onClick={() => {
              player.pause();
            }}
          >
            {intl.formatMessage(speechMessages.pause)}
          </Button>
        ) : state.status === 'paused' ? (
          <Button
            variant="secondary"
            onClick={() => {
              player.resume();
            }}
          >
            {intl.formatMessage(speechMessages.resume)}
          </Button>
        ) : null}
        <Button
          variant="ghost"
          onClick={() => {
            player.stop();
          }}
        >
          {intl.formatMessage(state.status === 'error' ? speechMessages.close : speechMessages.stop)}
        </Button>
      </div>
    </div>
  );
}
