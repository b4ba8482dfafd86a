import { startTransition, useEffect, useState } from 'react';
import { lazyRenderQueue } from '../lazy-render-queue.ts';
import { afterNextFrame } from '../after-next-frame.ts';

type MathModule = typeof import('./render-math.ts');

let mathModule: Promise<MathModule> | null = null;
// Once the chunk is here, later formulas render in their first paint instead of flashing source.
let loadedMathModule: MathModule | null = null;

/**
 * KaTeX run inside renders, per task. A formula drawn in its first paint must be rendered in that
 * render; an answer arriving all at once brings dozens, which took 20–30 ms of its final render, so
 * past this budget formulas wait for the lazy render queue (a frame or so, drawn in slices).
 */
const inRenderBudgetMs = 3;
let inRenderSpentMs = 0;
let budgetResetPending = false;

/** Rendered formulas by display mode and TeX: a formula drawn again costs no KaTeX. */
const renderedFormulas = new Map<string, string>();
const renderedFormulasKept = 500;

function formulaKey(tex: string, display: boolean): string {
  return `${display ? 'd' : 'i'}${tex}`;
}

function rememberFormula(key: string, html: string): void {
  renderedFormulas.set(key, html);
  const oldest = renderedFormulas.keys().next();
  if (renderedFormulas.size > renderedFormulasKept && oldest.done !== true)
    renderedFormulas.delete(oldest.value);
}

/** The formula's markup if it can be had within this task's budget, else null (the queue renders it). */
function renderInRender(module: MathModule | null, tex: string, display: boolean): string | null {
  const key = formulaKey(tex, display);
  const known = renderedFormulas.get(key);
  if (known !== undefined || module === null || inRenderSpentMs >= inRenderBudgetMs) return known ?? null;
  const start = performance.now();
  const html = module.renderMath(tex, display);
  inRenderSpentMs += performance.now() - start;
  if (!budgetResetPending) {
    budgetResetPending = true;
    setTimeout(() => {
      inRenderSpentMs = 0;
      budgetResetPending = false;
    }, 0);
  }
  rememberFormula(key, html);
  return html;
}

function loadMath(): Promise<MathModule> {
  mathModule ??= afterNextFrame(() => import('./render-math.ts')).then((module) => {
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
  const immediate = renderInRender(loadedMathModule, tex, display);

  useEffect(() => {
    if (immediate !== null) return;
    let cancelled = false;
    loadMath().then(
      (module) => {
        lazyRenderQueue.add(() => {
          if (cancelled) return;
          const html = module.renderMath(tex, display);
          rememberFormula(formulaKey(tex, display), html);
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
