// The diagram frame's entry (mermaid-frame.html). It runs in `<iframe sandbox="allow-scripts">`,
// which Chromium puts in a process of its own: drawing a diagram (50-60 ms for a first one) no
// longer holds up the chat's frames or typing. It answers only its parent window.
import { drawMermaid } from './draw-mermaid.ts';
import {
  isMermaidFrameRequest,
  type MermaidFrameReady,
  type MermaidFrameResult,
} from './mermaid-frame-messages.ts';

function answer(result: MermaidFrameResult | MermaidFrameReady): void {
  // '*' because the parent cannot be named from an opaque origin; the target is the parent itself.
  window.parent.postMessage(result, '*');
}

window.addEventListener('message', (event) => {
  if (event.source !== window.parent || !isMermaidFrameRequest(event.data)) return;
  const { id, source, theme } = event.data;
  drawMermaid(source, theme).then(
    (svg) => {
      answer({ type: 'confab-mermaid-drawn', id, svg });
    },
    () => {
      answer({ type: 'confab-mermaid-failed', id });
    },
  );
});

answer({ type: 'confab-mermaid-ready' });
