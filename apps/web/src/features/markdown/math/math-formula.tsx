import { startTransition, useEffect, useState } from 'react';
import { lazyRenderQueue } from '../lazy-render-queue.ts';

type MathModule = typeof import('./render-math.ts');

let mathModule: Promise<MathModule> | null = null;
// Once the chunk is here, later formulas render in their first paint instead of flashing source.
let loadedMathModule: MathModule | null = null;

function loadMath(): Promise<MathModule> {
  mathModule ??= import('./render-math.ts').then((module) => {
    loadedMathModule = module;
    return module;
  });
  return mathModule;
}

interface MathFormulaProps {
  tex: string;
  display: boolean;
}

/** TeX shown as its source until KaTeX (a lazy chunk) has rendered it. */
export function MathFormula({ tex, display }: MathFormulaProps) {
  const [rendered, setRendered] = useState<{ tex: string; html: string } | null>(null);
  const immediate = loadedMathModule?.renderMath(tex, display) ?? null;

  useEffect(() => {
    if (immediate !== null) return;
    let cancelled = false;
    loadMath().then(
      (module) => {
        lazyRenderQueue.add(() => {
          if (cancelled) return;
          const html = module.renderMath(tex, display);
          // A transition: React draws these in slices too, after anything the reader is doing.
          startTransition(() => {
            setRendered({ tex, html });
          });
        });
      },
      () => {
        // The chunk failed to load: the formula stays as its TeX source.
      },
    );
    return () => {
      cancelled = true;
    };
  }, [tex, display, immediate]);

  const html = immediate ?? (rendered?.tex === tex ? rendered.html : null);
  const className = display ? 'markdown-math markdown-math--display' : 'markdown-math';
  if (html === null) {
    return display ? (
      <pre className={`${className} markdown-math--source`}>{tex}</pre>
    ) : (
      <code className={`${className} markdown-math--source`}>{tex}</code>
    );
  }
  const Element = display ? 'div' : 'span';
  return <Element className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
