import { memo, useSyncExternalStore } from 'react';
import { preloadable, preloadedComponent } from '@confab/ui';

/**
 * The message components (the article, its actions, speech, tool steps, sources) and the speech
 * popup. Not part of the first load, whose new chat has no messages: the app preloads them once the
 * first screen is up, so a chat opened later draws its messages in its first render.
 */
const messageParts = preloadable(() => import('./message-parts.ts'));

export function preloadMessageArticle(): Promise<unknown> {
  return messageParts.preload();
}

/** A message, drawn at once when its code is loaded and through Suspense before. */
export const MessageArticleOnDemand = memo(preloadedComponent(messageParts, (parts) => parts.MessageArticle));

/**
 * The text-to-speech popup, once the message components are loaded: reading aloud starts only from
 * a message, so before that there is nothing to show.
 */
export function SpeechPopupOnDemand() {
  const parts = useSyncExternalStore(messageParts.subscribe, messageParts.loaded);
  return parts ? <parts.SpeechPopup /> : null;
}
