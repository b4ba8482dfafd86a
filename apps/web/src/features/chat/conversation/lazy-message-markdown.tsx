import { useEffect, useState } from 'react';
import type { MessageMarkdownProps } from '../../markdown/index.ts';

type MarkdownModule = typeof import('../../markdown/index.ts');

let loadedModule: MarkdownModule | undefined;
let loading: Promise<MarkdownModule> | undefined;

/** Starts loading the renderer; the chat screen calls it on mount so messages rarely wait for it. */
export function preloadMessageMarkdown(): Promise<MarkdownModule> {
  loading ??= import('../../markdown/index.ts').then((module) => {
    loadedModule = module;
    return module;
  });
  return loading;
}

/**
 * The renderer loads after the shell so the composer is usable sooner; until it arrives the text shows
 * as plain, already-safe text (React escapes it). Deliberately not React.lazy: React 19 holds a
 * Suspense fallback for at least 300 ms, which would delay every message of a freshly opened chat.
 */
export function LazyMessageMarkdown(props: MessageMarkdownProps) {
  const [module, setModule] = useState(loadedModule);
  useEffect(() => {
    if (module) return;
    let cancelled = false;
    void preloadMessageMarkdown().then((loaded) => {
      if (!cancelled) setModule(loaded);
    });
    return () => {
      cancelled = true;
    };
  }, [module]);
  if (!module) return <div className="message-plain-text">{props.text}</div>;
  const { MessageMarkdown } = module;
  return <MessageMarkdown {...props} />;
}
