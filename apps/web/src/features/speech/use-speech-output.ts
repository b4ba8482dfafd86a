import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useChatFeature } from '../../host/host-config.tsx';
import { SpeechError } from './speech-errors.ts';
import { browserPieceLength, remotePieceLength, speechVoiceFor } from './speech-plans.ts';
import { speechPlayer, type SpeechState } from './speech-player.ts';
import { speakableText, splitForSpeech } from './speakable-text.ts';
import { useSpeechSettings } from './use-speech-settings.ts';

export interface SpeechOutput {
  /** The host has text-to-speech on and a source is chosen. */
  available: boolean;
  loaded: boolean;
  showPlayButton: boolean;
  autoSpeech: boolean;
  read: (messageID: string, markdown: string) => void;
}

/** Read-aloud as a message uses it: the settings decide the voice at the moment of reading. */
export function useSpeechOutput(): SpeechOutput {
  const enabled = useChatFeature('textToSpeech');
  const settings = useSpeechSettings();
  const latest = useRef(settings);
  useEffect(() => {
    latest.current = settings;
  });
  const read = useCallback((messageID: string, markdown: string) => {
    const voice = speechVoiceFor(latest.current);
    if (voice === undefined) return;
    if (voice instanceof SpeechError) {
      speechPlayer().showFailure(messageID, voice);
      return;
    }
    const pieceLength = voice.kind === 'browser' ? browserPieceLength : remotePieceLength;
    speechPlayer().read({ messageID, pieces: splitForSpeech(speakableText(markdown), pieceLength), voice });
  }, []);
  return {
    available: enabled && settings.source !== 'disabled',
    loaded: settings.loaded,
    showPlayButton: settings.showPlayButton,
    autoSpeech: settings.autoSpeech,
    read,
  };
}

/** The player's state, live. */
export function useSpeechState(): SpeechState {
  const player = speechPlayer();
  return useSyncExternalStore(player.subscribe, player.getState);
}
