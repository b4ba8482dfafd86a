import type { DiagramTheme } from './draw-mermaid.ts';
import {
  isMermaidFrameReady,
  isMermaidFrameResult,
  mermaidFrameUrl,
  type MermaidFrameRequest,
} from './mermaid-frame-messages.ts';

// How long the frame may take to say it is ready: from its load event (its module scripts have run by
// then; the message may still be on its way from the frame's process), and at most in all.
const readyAfterLoadMs = 3_000;
const readyAtMostMs = 15_000;
// A diagram that hangs or crashes the frame's process is given up on rather than waited for.
const drawAtMostMs = 20_000;

export interface MermaidFrame {
  /** The diagram's SVG, unsanitised: the frame runs Mermaid on a model's text and is not trusted. */
  draw: (source: string, theme: DiagramTheme) => Promise<string>;
}

interface Pending {
  resolve: (svg: string) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

function hiddenFrame(): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  // Never allow-same-origin: the frame's origin is opaque, so whatever a diagram makes Mermaid do
  // there cannot reach the app's storage, keys or DOM. Chromium also gives it a process of its own.
  frame.setAttribute('sandbox', 'allow-scripts');
  frame.referrerPolicy = 'no-referrer';
  frame.src = mermaidFrameUrl;
  frame.title = 'Diagram renderer';
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  // Laid out (Mermaid measures its labels) but off screen and out of the way.
  Object.assign(frame.style, {
    position: 'fixed',
    top: '0',
    left: '-10000px',
    width: '1200px',
    height: '900px',
    border: '0',
    visibility: 'hidden',
    pointerEvents: 'none',
  });
  return frame;
}

function startFrame(): Promise<MermaidFrame> {
  const frame = hiddenFrame();
  const pending = new Map<number, Pending>();
  let nextID = 1;

  return new Promise((resolve, reject) => {
    let started = false;
    const fail = () => {
      if (started) return;
      window.removeEventListener('message', onMessage);
      frame.remove();
      reject(new Error('The diagram frame did not start'));
    };
    const overallTimer = setTimeout(fail, readyAtMostMs);
    frame.addEventListener('load', () => {
      setTimeout(fail, readyAfterLoadMs);
    });

    function onMessage(event: MessageEvent) {
      const frameWindow = frame.contentWindow;
      // Only our own frame is listened to; another frame or an extension could post anything.
      if (!frameWindow || event.source !== frameWindow) return;
      if (isMermaidFrameReady(event.data) && !started) {
        started = true;
        clearTimeout(overallTimer);
        resolve({
          draw: (source, theme) =>
            new Promise<string>((resolveDraw, rejectDraw) => {
              const id = nextID++;
              const timer = setTimeout(() => {
                pending.delete(id);
                rejectDraw(new Error('The diagram took too long'));
              }, drawAtMostMs);
              pending.set(id, { resolve: resolveDraw, reject: rejectDraw, timer });
              const request: MermaidFrameRequest = { type: 'confab-mermaid-draw', id, source, theme };
              // '*' because an opaque origin cannot be named; the target window is our own frame.
              frameWindow.postMessage(request, '*');
            }),
        });
        return;
      }
      if (!isMermaidFrameResult(event.data)) return;
      const request = pending.get(event.data.id);
      if (!request) return;
      pending.delete(event.data.id);
      clearTimeout(request.timer);
      if (event.data.type === 'confab-mermaid-drawn') request.resolve(event.data.svg);
      else request.reject(new Error('The diagram could not be drawn'));
    }

    window.addEventListener('message', onMessage);
    document.body.append(frame);
  });
}

let frameStart: Promise<MermaidFrame> | null = null;

/** The one diagram frame of the page, started with the first diagram; rejects if it cannot start. */
export function mermaidFrame(): Promise<MermaidFrame> {
  frameStart ??= startFrame();
  return frameStart;
}
