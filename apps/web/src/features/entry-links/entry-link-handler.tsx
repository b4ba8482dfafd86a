import { useEffect, useEffectEvent, useMemo, useRef, useSyncExternalStore } from 'react';
import { lazyComponent } from '@confab/ui';
import { parseSystemAgents } from '@confab/core';
import { useHostConfig } from '../../host/host-config.tsx';
import { useStorage } from '../../storage/app-storage.tsx';
import { placeComposerDraft } from '../chat/index.ts';
import { keepAttribution } from './attribution.ts';
import {
  addressWithoutEntryParameters,
  hasHandledParameters,
  readEntryLinkRequest,
} from './entry-link-parameters.ts';
import { EntryLinkViewStore } from './entry-link-view.ts';
import { runEntryLink } from './run-entry-link.ts';

// Only links with an initialContextURL ever show these.
const InitialContextLoading = lazyComponent(
  async () => (await import('./initial-context-dialogs.tsx')).InitialContextLoading,
);
const InitialContextErrorDialog = lazyComponent(
  async () => (await import('./initial-context-dialogs.tsx')).InitialContextErrorDialog,
);

interface HeldDraft {
  text: string;
  send: boolean;
  chatID: string;
}

/** Longest address shown in the dialogs. */
const shownAddressLength = 160;

// Once per page load, not per mount: StrictMode runs effects twice, and a link must open one chat.
let claimed = false;
const viewStore = new EntryLinkViewStore();

export interface EntryLinkHandlerProps {
  /** The query string the page was opened with (`launchParameters`). */
  parameters: URLSearchParams;
  /** The chat on screen, so a held message goes to the composer of the chat the link opened. */
  activeChatID: string | undefined;
  onOpenChat: (chatID: string) => void;
}

/**
 * Acts on the home page's entry-link parameters once at start (spec §2): a new chat with an agent,
 * a title or a fetched context, a message prefilled or sent, `ref`/`utm_*` kept for the tab; then
 * removes them from the address without a reload.
 */
export function EntryLinkHandler({ parameters, activeChatID, onOpenChat }: EntryLinkHandlerProps) {
  const storage = useStorage();
  const hostConfig = useHostConfig();
  const systemAgents = useMemo(() => parseSystemAgents(hostConfig.systemCharacters), [hostConfig]);
  const view = useSyncExternalStore(viewStore.subscribe, viewStore.get);
  const heldDraftRef = useRef<HeldDraft | null>(null);

  const placeHeldDraft = useEffectEvent(() => {
    const held = heldDraftRef.current;
    if (!held || held.chatID !== activeChatID) return;
    heldDraftRef.current = null;
    placeComposerDraft(held.text, { send: held.send });
  });

  const start = useEffectEvent(async () => {
    keepAttribution(parameters);
    if (hasHandledParameters(new URLSearchParams(window.location.search))) {
      window.history.replaceState(
        window.history.state,
        '',
        addressWithoutEntryParameters(window.location.href),
      );
    }
    const request = readEntryLinkRequest(parameters);
    const controller = new AbortController();
    const outcome = await runEntryLink(request, {
      storage,
      systemAgents,
      origin: window.location.origin,
      signal: controller.signal,
      onLoadingContext: (address) => {
        viewStore.set({
          kind: 'loading',
          address: address.slice(0, shownAddressLength),
          cancel: () => {
            controller.abort();
          },
        });
      },
    });
    viewStore.set(
      outcome.kind === 'failed'
        ? { kind: 'failed', address: outcome.address.slice(0, shownAddressLength), failure: outcome.failure }
        : { kind: 'idle' },
    );
    const message = request.message;
    if (outcome.kind === 'open-chat') {
      // Placed once that chat is on screen: the composer sends into the chat it is showing.
      if (message !== undefined) {
        heldDraftRef.current = { text: message, send: request.sendFirstMessage, chatID: outcome.chatID };
      }
      onOpenChat(outcome.chatID);
      return;
    }
    // A failed or cancelled context leaves the message to send by hand, not into a chat without it.
    if (message !== undefined) {
      placeComposerDraft(message, { send: outcome.kind === 'stay' && request.sendFirstMessage });
    }
  });

  useEffect(() => {
    if (claimed) return;
    claimed = true;
    start().catch((error: unknown) => {
      // The local store failed to open or write: the app shows that elsewhere; the link is dropped.
      // Only the error's name is logged: a record's text could be quoted in its message.
      viewStore.set({ kind: 'idle' });
      console.error(
        'The entry link could not be opened:',
        error instanceof Error ? error.name : 'unknown error',
      );
    });
  }, []);

  useEffect(() => {
    placeHeldDraft();
  }, [activeChatID]);

  if (view.kind === 'loading') return <InitialContextLoading address={view.address} onCancel={view.cancel} />;
  if (view.kind === 'failed') {
    return (
      <InitialContextErrorDialog
        address={view.address}
        failure={view.failure}
        onClose={() => {
          viewStore.set({ kind: 'idle' });
        }}
      />
    );
  }
  return null;
}

/** For tests: lets a fresh render act on its link again. */
export function resetEntryLinkHandler(): void {
  claimed = false;
  viewStore.set({ kind: 'idle' });
}
