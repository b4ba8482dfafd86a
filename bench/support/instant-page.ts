// Page-side snippets of the instant scenario, run alike in the app and in its floor pages (which copy
// the roles, names and classes looked for here). Strings, not functions: tsx's __name helper does
// not exist inside the page (docs/footguns.md).

/** Runs `callback` in the task after the next animation frame: that frame's work is done. */
const afterFrame = `(callback) => requestAnimationFrame(() => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => callback(performance.now());
  channel.port2.postMessage(null);
})`;

export interface SearchAfterLoad {
  /** Page time (from navigation start) at which the query was typed. */
  typedAtMs: number;
  /** Typed → the frame that drew the expected first result, done. */
  totalMs: number;
}

/**
 * Types `query` into "Search chats" (as React sees typing) `delayMs` after the composer mark, and
 * times it until a result naming `expectedTitle` is drawn. Waiting for that result, not any list,
 * keeps an interim answer (titles only, or "no chat matches" from an index not yet ready) from
 * counting as the answer.
 */
export function searchAfterLoad(query: string, expectedTitle: string, delayMs: number): string {
  return `(async () => {
    const mark = () => performance.getEntriesByName('confab:composer-ready')[0];
    while (!mark()) await new Promise((resolve) => setTimeout(resolve, 5));
    const typeAt = mark().startTime + ${String(delayMs)};
    while (performance.now() < typeAt) await new Promise((resolve) => setTimeout(resolve, Math.max(1, typeAt - performance.now())));
    const input = document.querySelector('aside[aria-label="Sidebar"] input[aria-label="Search chats"]');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    const typedAt = performance.now();
    setValue.call(input, ${JSON.stringify(query)});
    input.dispatchEvent(new Event('input', { bubbles: true }));
    const found = () => [...document.querySelectorAll('nav[aria-label="Search results"] a')]
      .some((link) => (link.textContent || '').includes(${JSON.stringify(expectedTitle)}));
    const shownAt = await new Promise((resolve, reject) => {
      const check = () => {
        if (found()) (${afterFrame})(resolve);
        else if (performance.now() - typedAt > 120000) reject(new Error('No result naming ' + ${JSON.stringify(expectedTitle)}));
        else requestAnimationFrame(check);
      };
      check();
    });
    return { typedAtMs: typedAt, totalMs: shownAt - typedAt };
  })()`;
}

/**
 * Installed just before a message is sent: notes the task after the frame that first drew text of
 * the answer (the markdown or, before the renderer has loaded, the plain text) and the one after the
 * frame in which the answer became fully rendered, and forgets earlier resource timings so the
 * chat request is the first one. Wraps `fetch` to note the chat response's arrival (the app calls
 * the global fetch at each request).
 */
export const watchAnswer = `(() => {
  const record = { enterAt: null, responseAt: null, firstTextAt: null, finalAt: null };
  // The Enter that sends, as the page first hears it (before the app's own handlers).
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') record.enterAt ??= performance.now();
  }, { capture: true });
  window.__instantAnswer = record;
  performance.clearResourceTimings();
  // When the chat request's response headers arrived (as the page's script sees it): "request → first
  // text" holds the request's round trip (a preflight, the server) that "response → first text" does not.
  const fetchBefore = window.fetch;
  window.fetch = function (input, init) {
    const answer = fetchBefore.call(this, input, init);
    if (String(input instanceof Request ? input.url : input).includes('/v1/chat/completions')) {
      answer.then(() => { record.responseAt ??= performance.now(); }, () => {});
    }
    return answer;
  };
  const afterFrame = ${afterFrame};
  let firstSeen = false;
  const observer = new MutationObserver(() => {
    const answers = document.querySelectorAll('article.message--assistant');
    const answer = answers[answers.length - 1];
    if (!answer) return;
    if (!firstSeen) {
      const body = answer.querySelector('.markdown, .message-plain-text');
      if (!body || (body.textContent || '').trim() === '') return;
      firstSeen = true;
      afterFrame((at) => { record.firstTextAt = at; });
    }
    if (answer.querySelector('.markdown[data-rendered="complete"]')) {
      observer.disconnect();
      afterFrame((at) => { record.finalAt = at; });
    }
  });
  observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['data-rendered'] });
})()`;

export interface AnswerTimes {
  /** When the Enter that sent the message reached the page. */
  enterMs: number;
  /** The chat request's start and its last byte (Resource Timing: start and responseEnd). */
  requestMs: number;
  /** When the page's fetch of the chat request resolved (its response headers had arrived). */
  responseMs: number;
  lastByteMs: number;
  firstTextMs: number;
  finalMs: number;
}

export const answerDone = 'window.__instantAnswer.finalAt !== null';

export const readAnswer = `(() => {
  const record = window.__instantAnswer;
  const request = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/v1/chat/completions'));
  return {
    enterMs: record.enterAt ?? NaN,
    requestMs: request ? request.startTime : NaN,
    responseMs: record.responseAt ?? NaN,
    lastByteMs: request ? request.responseEnd : NaN,
    firstTextMs: record.firstTextAt ?? NaN,
    finalMs: record.finalAt ?? NaN,
  };
})()`;
