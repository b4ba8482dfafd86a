/**
 * Text another screen hands to the composer (the prompt library's Use button). The chat screen is
 * unmounted while another tab shows, so the draft waits here until a composer mounts and takes it;
 * a composer already on screen hears the change event instead.
 */
let pendingDraft: string | null = null;
const draftListeners = new Set<() => void>();

export function placeComposerDraft(text: string): void {
  pendingDraft = text;
  for (const listener of draftListeners) listener();
}

/** Reads without clearing, so it is safe in a render or a state initialiser. */
export function peekComposerDraft(): string | null {
  return pendingDraft;
}

export function clearComposerDraft(): void {
  pendingDraft = null;
}

export function subscribeComposerDraft(listener: () => void): () => void {
  draftListeners.add(listener);
  return () => {
    draftListeners.delete(listener);
  };
}
