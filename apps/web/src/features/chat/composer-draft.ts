/**
 * Text another screen hands to the composer (the prompt library's Use button). The chat screen is
 * unmounted while another tab shows, so the draft waits here until a composer mounts and takes it;
 * a composer already on screen hears the change event instead.
 */
let pendingDraft: string | null = null;
// An entry link's `send-first-message`: the composer sends the draft as if Send were pressed.
let pendingSend = false;
const draftListeners = new Set<() => void>();
// Files another screen attaches (the Files tab's "Use in chat"); they join the composer's attachments.
let pendingFiles: File[] = [];

export function placeComposerDraft(text: string, options: { send?: boolean } = {}): void {
  pendingDraft = text;
  pendingSend = options.send === true;
  for (const listener of draftListeners) listener();
}

/** Reads without clearing, so it is safe in a render or a state initialiser. */
export function peekComposerDraft(): string | null {
  return pendingDraft;
}

/** Whether the pending draft is to be sent at once. */
export function peekComposerDraftSend(): boolean {
  return pendingSend;
}

export function clearComposerDraft(): void {
  pendingDraft = null;
  pendingSend = false;
}

export function subscribeComposerDraft(listener: () => void): () => void {
  draftListeners.add(listener);
  return () => {
    draftListeners.delete(listener);
  };
}

/** Attaches files to the composer: a composer on screen takes them at once, otherwise the next one. */
export function placeComposerFiles(files: readonly File[]): void {
  pendingFiles = [...pendingFiles, ...files];
  for (const listener of draftListeners) listener();
}

/** Reads without clearing, so it is safe in a state initialiser. */
export function peekComposerFiles(): File[] {
  return pendingFiles;
}

/** Answers the waiting files and forgets them. */
export function takeComposerFiles(): File[] {
  const files = pendingFiles;
  pendingFiles = [];
  return files;
}
