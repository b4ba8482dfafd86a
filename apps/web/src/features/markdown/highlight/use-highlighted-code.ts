import { startTransition, useEffect, useState } from 'react';
import { lazyRenderQueue } from '../lazy-render-queue.ts';
import { afterNextFrame } from '../after-next-frame.ts';

type HighlightModule = typeof import('./highlight-code.ts');

// Past this size highlighting one block could hold the main thread for longer than a frame budget.
const highlightLimit = 100_000;

let highlightModule: Promise<HighlightModule> | null = null;

function loadHighlighter(): Promise<HighlightModule> {
  highlightModule ??= afterNextFrame(() => import('./highlight-code.ts'));
  return highlightModule;
}

/**
 * Highlighted markup for a complete code block, loaded lazily: null (plain text) until the
 * highlighting chunk has arrived, and for code too large to highlight.
 */
export function useHighlightedCode(code: string, language: string, complete: boolean): string | null {
  const [result, setResult] = useState<{ code: string; language: string; html: string | null }>();

  useEffect(() => {
    if (!complete || code.length > highlightLimit) return;
    let cancelled = false;
    loadHighlighter().then(
      (module) => {
        lazyRenderQueue.add(() => {
          if (cancelled) return;
          const html = module.highlightCode(code, language);
          // A transition: React draws these in slices too, after anything the reader is doing.
          startTransition(() => {
            setResult({ code, language, html });
          });
        });
      },
      () => {
        // The chunk failed to load (offline, new deploy): the code stays plain, which is fine.
      },
    );
    return () => {
      cancelled = true;
    };
  }, [code, language, complete]);

  return result && result.code === code && result.language === language ? result.html : null;
}
