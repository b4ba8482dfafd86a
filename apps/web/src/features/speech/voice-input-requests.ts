// The keyboard shortcut `openVoiceInput` reaches the composer's microphone through here, so the
// shortcut code needs no reference to the composer: the mounted microphone button registers itself.

type VoiceInputHandler = () => void;

const handlers: VoiceInputHandler[] = [];

/**
 * Starts voice input in the visible composer, or stops and transcribes a recording under way (the
 * same as pressing its microphone button). Answers false when no composer offers voice input.
 */
export function requestVoiceInput(): boolean {
  const handler = handlers.at(-1);
  if (!handler) return false;
  handler();
  return true;
}

/** The newest registration answers; returns the unregister function. */
export function onVoiceInputRequest(handler: VoiceInputHandler): () => void {
  handlers.push(handler);
  return () => {
    const index = handlers.lastIndexOf(handler);
    if (index >= 0) handlers.splice(index, 1);
  };
}
