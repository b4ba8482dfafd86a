import { useEffect, useState } from 'react';

/** The browser's synthesis voices, refreshed when Chromium finishes loading them (`voiceschanged`). */
export function useBrowserVoices(): { supported: boolean; voices: readonly SpeechSynthesisVoice[] } {
  const supported = typeof speechSynthesis !== 'undefined';
  const [voices, setVoices] = useState<readonly SpeechSynthesisVoice[]>(() =>
    supported ? speechSynthesis.getVoices() : [],
  );
  useEffect(() => {
    if (!supported) return undefined;
    const refresh = () => {
      setVoices(speechSynthesis.getVoices());
    };
    speechSynthesis.addEventListener('voiceschanged', refresh);
    return () => {
      speechSynthesis.removeEventListener('voiceschanged', refresh);
    };
  }, [supported]);
  return { supported, voices };
}
