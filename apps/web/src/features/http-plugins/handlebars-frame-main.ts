// The transform frame's entry (handlebars-frame.html). It runs in `<iframe sandbox="allow-scripts">`
// with an opaque origin and a policy that allows eval but no network: Handlebars may compile a
// plugin's template there, and whatever that template did could not reach the app's storage or keys.
import {
  isHandlebarsFrameRequest,
  type HandlebarsFrameReady,
  type HandlebarsFrameResult,
} from './handlebars-frame-messages.ts';
import { renderHandlebars } from './render-handlebars.ts';

function answer(message: HandlebarsFrameResult | HandlebarsFrameReady): void {
  // '*' because the parent cannot be named from an opaque origin; the target is the parent itself.
  window.parent.postMessage(message, '*');
}

window.addEventListener('message', (event) => {
  if (event.source !== window.parent || !isHandlebarsFrameRequest(event.data)) return;
  const { id, template, data, escapeHtml } = event.data;
  try {
    answer({
      type: 'confab-handlebars-rendered',
      id,
      text: renderHandlebars({ template, data, escapeHtml }),
    });
  } catch (error) {
    answer({
      type: 'confab-handlebars-failed',
      id,
      message: error instanceof Error ? error.message : String(error),
    });
  }
});

answer({ type: 'confab-handlebars-ready' });
