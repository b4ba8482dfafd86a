import { useSyncExternalStore } from 'react';
import type { DiagramTheme } from './draw-mermaid.ts';

function documentTheme(): DiagramTheme {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

// The appearance settings write the theme to <html data-theme>; watching the attribute follows every
// way it changes (the setting, the system's dark mode) without a context around the markdown.
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => {
    observer.disconnect();
  };
}

/** The page's light or dark theme, updated when it changes. */
export function useDocumentTheme(): DiagramTheme {
  return useSyncExternalStore(subscribe, documentTheme, () => 'light');
}
