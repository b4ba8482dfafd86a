// Mermaid itself, shared by the diagram frame and the in-page fallback. Its output is not yet safe:
// the page sanitises every SVG before it reaches the DOM.
import mermaid, { type MermaidConfig } from 'mermaid';
import { stripMermaidDirectives } from './strip-mermaid-directives.ts';

export type DiagramTheme = 'light' | 'dark';

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

/** Draws a diagram to an SVG string, unsanitised; rejects on a syntax error. */
export function drawMermaid(source: string, theme: DiagramTheme): Promise<string> {
  return enqueue(async () => {
    mermaid.initialize({ ...baseConfig, theme: theme === 'dark' ? 'dark' : 'default' });
    diagramCount += 1;
    const id = `confab-mermaid-${String(diagramCount)}`;
    try {
      return (await mermaid.render(id, stripMermaidDirectives(source))).svg;
    } finally {
      // Mermaid leaves its scratch container behind when parsing fails.
      document.getElementById(id)?.remove();
      document.getElementById(`d${id}`)?.remove();
    }
  });
}
