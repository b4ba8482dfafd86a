import {
  handlebarsFrameUrl,
  isHandlebarsFrameReady,
  isHandlebarsFrameResult,
  type HandlebarsFrameRequest,
} from './handlebars-frame-messages.ts';
import type { HandlebarsRender } from './render-handlebars.ts';

const startAtMostMs = 10_000;
/** A template over a large answer may loop for long; past this the frame is dropped, not waited for. */
const renderAtMostMs = 5_000;

interface Frame {
  element: HTMLIFrameElement;
  ready: Promise<Window>;
}

let current: Frame | undefined;

function startFrame(): Frame {
  const element = document.createElement('iframe');
  // Never allow-same-origin: the frame's origin is opaque, so no template reaches the app's storage.
  element.setAttribute('sandbox', 'allow-scripts');
  element.referrerPolicy = 'no-referrer';
  element.src = handlebarsFrameUrl;
  element.title = 'Plugin result transform';
  element.tabIndex = -1;
  element.setAttribute('aria-hidden', 'true');
  element.style.display = 'none';
  const ready = new Promise<Window>((resolve, reject) => {
    const timer = setTimeout(() => {
      window.removeEventListener('message', onMessage);
      reject(new Error('The result transform could not start.'));
    }, startAtMostMs);
    function onMessage(event: MessageEvent) {
      const frameWindow = element.contentWindow;
      if (!frameWindow || event.source !== frameWindow || !isHandlebarsFrameReady(event.data)) return;
      window.removeEventListener('message', onMessage);
      clearTimeout(timer);
      resolve(frameWindow);
    }
    window.addEventListener('message', onMessage);
  });
  document.body.append(element);
  return { element, ready };
}

function dropFrame(frame: Frame): void {
  frame.element.remove();
  if (current === frame) current = undefined;
}

let nextID = 1;

/** Renders a Handlebars template in the sandboxed transform frame; rejects with Handlebars' message. */
export async function renderHandlebarsInFrame(render: HandlebarsRender): Promise<string> {
  const frame = (current ??= startFrame());
  let frameWindow: Window;
  try {
    frameWindow = await frame.ready;
  } catch (error) {
    dropFrame(frame);
    throw error;
  }
  const id = nextID++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      window.removeEventListener('message', onMessage);
      dropFrame(frame);
      reject(new Error(`The result template took more than ${renderAtMostMs / 1000} seconds.`));
    }, renderAtMostMs);
    function onMessage(event: MessageEvent) {
      if (event.source !== frameWindow || !isHandlebarsFrameResult(event.data) || event.data.id !== id)
        return;
      window.removeEventListener('message', onMessage);
      clearTimeout(timer);
      if (event.data.type === 'confab-handlebars-rendered') resolve(event.data.text);
      else reject(new Error(`The result template failed: ${event.data.message}`));
    }
    window.addEventListener('message', onMessage);
    const request: HandlebarsFrameRequest = { type: 'confab-handlebars-render', id, ...render };
    // '*' because an opaque origin cannot be named; the target window is our own frame.
    frameWindow.postMessage(request, '*');
  });
}
