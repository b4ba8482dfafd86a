import { useEffect, useEffectEvent, useRef } from 'react';

type Send = (text: string, files: File[]) => boolean;
interface HeldPrompt {
  text: string;
  files: File[];
}

/**
 * A prompt sent before the chat's settings are read (keys, models, defaults: a moment after the
 * screen mounts) waits for them instead of being refused: until then no model counts as ready, and
 * an Enter pressed at once would meet "No model can answer yet". Once they are read the prompt goes
 * out; if it is refused then, its text goes back into the composer.
 */
export function useSendWhenReady(ready: boolean, send: Send, restoreDraft: (text: string) => void): Send {
  // A ref, not state: holding a prompt needs no render, and only `ready` turning true releases it.
  const heldRef = useRef<HeldPrompt | null>(null);
  const sendHeld = useEffectEvent((prompt: HeldPrompt) => {
    if (!send(prompt.text, prompt.files)) restoreDraft(prompt.text);
  });

  useEffect(() => {
    const held = heldRef.current;
    if (!ready || !held) return;
    heldRef.current = null;
    sendHeld(held);
  }, [ready]);

  return (text, files) => {
    if (ready) return send(text, files);
    // One prompt waits at a time; a second stays in the composer rather than replace it.
    if (heldRef.current) return false;
    heldRef.current = { text, files };
    return true;
  };
}
