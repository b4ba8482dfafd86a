// The lazy Mermaid chunk.
import mermaid, { type MermaidConfig } from 'mermaid';
import { yieldToEventLoop } from '@confab/core';
import { sanitiseDiagramSvg } from '../sanitise-markup.ts';
import { stripMermaidDirectives } from './strip-mermaid-directives.ts';

const baseConfig: MermaidConfig = {
  startOnLoad: false,
  // strict: labels are sanitised and click handlers / javascript: links are disabled.
  securityLevel: 'strict',
  // SVG text labels instead of HTML in <foreignObject>, which the SVG sanitiser removes.
  htmlLabels: false,
  flowchart: { htmlLabels: false },
  suppressErrorRendering: true,
  maxTextSize: 50_000,
  maxEdges: 500,
  // Keys a diagram may never override, even if a directive survived the stripping.
  secure: [
    'secure',
    'securityLevel',
    'startOnLoad',
    'maxTextSize',
    'maxEdges',
    'suppressErrorRendering',
    'htmlLabels',
    'flowchart',
    'themeCSS',
    'themeVariables',
    'fontFamily',
    'altFontFamily',
    'dompurifyConfig',
  ],
};

let queue: Promise<unknown> = Promise.resolve();
let diagramCount = 0;

// Mermaid keeps global configuration and scratch elements, so diagrams are drawn one at a time.
function enqueue<Result>(task: () => Promise<Result>): Promise<Result> {
  const run = queue.then(task);
  queue = run.catch(() => undefined);
  return run;
}

/** Renders a diagram to a sanitised SVG string; rejects on a syntax error. */
export function renderMermaid(source: string, theme: 'light' | 'dark'): Promise<string> {
  return enqueue(async () => {
    mermaid.initialize({ ...baseConfig, theme: theme === 'dark' ? 'dark' : 'default' });
    diagramCount += 1;
    const id = `confab-mermaid-${diagramCount}`;
    try {
      const { svg } = await mermaid.render(id, stripMermaidDirectives(source));
      // Drawing and sanitising a first diagram were one task of 80 ms: input and frames go between.
      await yieldToEventLoop();
      return sanitiseDiagramSvg(svg);
    } finally {
      // Mermaid leaves its scratch container behind when parsing fails.
      document.getElementById(id)?.remove();
      document.getElementById(`d${id}`)?.remove();
    }
  });
}
