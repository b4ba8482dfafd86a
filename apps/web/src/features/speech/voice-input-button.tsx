import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { IconButton } from '@confab/ui';
import { useChatFeature } from '../../host/host-config.tsx';
import { MicrophoneIcon } from './speech-icons.tsx';
import type { VoiceInputControlProps } from './voice-input-control.tsx';
import { voiceInputLabel } from './voice-input-label.ts';
import { onVoiceInputRequest } from './voice-input-requests.ts';
import './speech.css';

export interface VoiceInputButtonProps {
  /** Receives the transcript; the composer adds it to its draft. */
  onText: (text: string) => void;
  disabled?: boolean;
}

type Control = ComponentType<VoiceInputControlProps>;

// Recording, transcribing and their settings load with the first press, not with the composer.
// React.lazy keeps a failed load for good, so a new one is made after a failure.
let lazyControl: Control | undefined;

function currentLazyControl(): Control {
  lazyControl ??= lazy(async () => {
    try {
      return { default: (await import('./voice-input-control.tsx')).VoiceInputControl };
    } catch (error) {
      lazyControl = undefined;
      throw error;
    }
  });
  return lazyControl;
}

/** The composer's microphone, shown when the host has voice input on (chat feature `voiceInput`). */
export function VoiceInputButton(props: VoiceInputButtonProps) {
  const enabled = useChatFeature('voiceInput');
  const [pressed, setPressed] = useState(false);
  const [LazyVoiceInputControl] = useState(currentLazyControl);
  // Until the first press the shortcut reaches this button; the control then registers its own.
  useEffect(() => {
    if (!enabled || pressed) return undefined;
    return onVoiceInputRequest(() => {
      setPressed(true);
    });
  }, [enabled, pressed]);
  if (!enabled) return null;
  if (!pressed) {
    return (
      <MicrophoneAtRest
        disabled={props.disabled}
        onPress={() => {
          setPressed(true);
        }}
      />
    );
  }
  return (
    <Suspense fallback={<MicrophoneAtRest disabled onPress={() => undefined} />}>
      <LazyVoiceInputControl {...props} startAtOnce />
    </Suspense>
  );
}

function MicrophoneAtRest({ disabled = false, onPress }: { disabled?: boolean; onPress: () => void }) {
  const intl = useIntl();
  return (
    <span className="voice-input">
      <IconButton
        label={intl.formatMessage(voiceInputLabel)}
        className="voice-input__button voice-input__button--idle"
        aria-pressed={false}
        disabled={disabled}
        onClick={onPress}
      >
        <MicrophoneIcon size={20} strokeWidth={1.8} />
      </IconButton>
    </span>
  );
}
