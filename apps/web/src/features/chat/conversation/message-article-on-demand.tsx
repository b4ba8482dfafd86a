import { lazy, memo, Suspense, useState, useSyncExternalStore, type ComponentType } from 'react';
import type { MessageArticleProps } from './message-article.tsx';

type MessageParts = typeof import('./message-parts.ts');

let loadedParts: MessageParts | undefined;
let partsLoad: Promise<MessageParts> | undefined;
const listeners = new Set<() => void>();

/**
 * Loads the message components (the article, its actions, speech, tool steps, sources) and the
 * speech popup. Not part of the first load, whose new chat has no messages: the app calls this once
 * the first screen is up, so a chat opened later draws its messages in its first render.
 */
export function preloadMessageArticle(): Promise<MessageParts> {
  partsLoad ??= import('./message-parts.ts').then(
    (parts) => {
      loadedParts = parts;
      for (const listener of listeners) listener();
      return parts;
    },
    (error: unknown) => {
      // Offline, say: the next message drawn (or the error notice's "Try again") loads it afresh.
      partsLoad = undefined;
      lazyArticle = undefined;
      throw error;
    },
  );
  return partsLoad;
}

// React.lazy keeps a failed load for good, so a new one is made after a failure.
let lazyArticle: ComponentType<MessageArticleProps> | undefined;

function currentLazyArticle(): ComponentType<MessageArticleProps> {
  lazyArticle ??= lazy(async () => ({
    default: (await preloadMessageArticle()).MessageArticle as ComponentType<MessageArticleProps>,
  }));
  return lazyArticle;
}

/**
 * A message, drawn at once when its code is loaded and through Suspense before. Which of the two is
 * kept for the article's life: switching would mount it afresh and lose its state (an open editor).
 */
export const MessageArticleOnDemand = memo(function MessageArticleOnDemand(props: MessageArticleProps) {
  const [Loaded] = useState(() => loadedParts?.MessageArticle);
  const [LazyArticle] = useState(currentLazyArticle);
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={null}>
      <LazyArticle {...props} />
    </Suspense>
  );
});

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The text-to-speech popup, once the message components are loaded: reading aloud starts only from
 * a message, so before that there is nothing to show.
 */
export function SpeechPopupOnDemand() {
  const parts = useSyncExternalStore(subscribe, () => loadedParts);
  return parts ? <parts.SpeechPopup /> : null;
}
