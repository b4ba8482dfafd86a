// The shared chat page's only script (/share-diagrams.js, a Vite entry of its own). The server draws
// the page and includes this only when the chat has a diagram; with JavaScript off, or when anything
// here fails, the diagram's source stays on the page. Mermaid runs in the app's sandboxed diagram
// frame (opaque origin, its own policy: no network); each SVG it answers is shown as an <img> from a
// data: URL, where it can run no script and load nothing, so the page never parses the frame's markup.
// It imports nothing at run time: a shared chunk would be a second script the page's policy refuses.

/** The diagram frame's protocol (features/markdown/mermaid/mermaid-frame-messages.ts), restated. */
interface DrawRequest {
  type: 'confab-mermaid-draw';
  id: number;
  source: string;
  theme: 'light' | 'dark';
}

const frameURL = '/mermaid-frame.html';
/** The frame has this long to say it is ready (it loads Mermaid's first chunks), then it is dropped. */
const readyTimeoutMs = 15_000;
const viewBoxPattern = /viewBox="[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/;

function isRecord(data: unknown): data is Record<string, unknown> {
  return typeof data === 'object' && data !== null;
}

function showDrawing(figure: HTMLElement, svg: string): void {
  const source = figure.querySelector('pre');
  if (!source) return;
  const image = document.createElement('img');
  image.className = 'diagram-image';
  image.alt = 'Diagram (its source follows)';
  const size = viewBoxPattern.exec(svg);
  if (size) {
    image.width = Math.ceil(Number(size[1]));
    image.height = Math.ceil(Number(size[2]));
  }
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  const details = document.createElement('details');
  const summary = document.createElement('summary');
  summary.textContent = 'Diagram source';
  details.append(summary, source);
  figure.querySelector('.code-lang')?.remove();
  figure.classList.add('drawn');
  figure.prepend(image, details);
}

function drawDiagrams(figures: readonly HTMLElement[]): void {
  const frame = document.createElement('iframe');
  frame.setAttribute('sandbox', 'allow-scripts');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.className = 'diagram-frame';
  frame.src = frameURL;
  const pending = new Map(figures.map((figure, index) => [index, figure]));
  const theme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  let ready = false;

  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data;
    if (event.source !== frame.contentWindow || !isRecord(data)) return;
    if (data.type === 'confab-mermaid-ready' && !ready) {
      ready = true;
      for (const [id, figure] of pending) {
        const request: DrawRequest = {
          type: 'confab-mermaid-draw',
          id,
          source: figure.querySelector('code')?.textContent ?? '',
          theme,
        };
        // '*': an opaque origin cannot be named; the target is that frame's own window.
        frame.contentWindow?.postMessage(request, '*');
      }
      return;
    }
    const figure = typeof data.id === 'number' ? pending.get(data.id) : undefined;
    if (figure === undefined || typeof data.id !== 'number') return;
    pending.delete(data.id);
    if (data.type === 'confab-mermaid-drawn' && typeof data.svg === 'string') showDrawing(figure, data.svg);
    if (pending.size === 0) frame.remove();
  });
  document.body.append(frame);
  window.setTimeout(() => {
    if (!ready) frame.remove();
  }, readyTimeoutMs);
}

const figures = Array.from(document.querySelectorAll<HTMLElement>('figure.diagram'));
if (figures.length > 0) drawDiagrams(figures);
