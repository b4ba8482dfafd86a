// Page-side snippets for the history scenario. Strings, not functions: tsx's __name helper does not
// exist inside the page (docs/footguns.md).
import { historyChatCount, historyGeneratorSource } from './history-data.ts';

const topicPattern =
  '/(Bread baking|Trip to Lisbon|Python scripts|Garden plans|Budget review|Guitar practice|Server errors|Crème brûlée|Job interview|Data cleaning) \\d+/';

/** Writes the generated history into the app's database, 250 chats per transaction. */
export const seedHistory = `(async () => {
  ${historyGeneratorSource}
  const database = await new Promise((resolve, reject) => {
    const request = indexedDB.open('confab');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const started = performance.now();
  for (let from = 0; from < ${String(historyChatCount)}; from += 250) {
    await new Promise((resolve, reject) => {
      const transaction = database.transaction(['chats', 'messages'], 'readwrite');
      const chats = transaction.objectStore('chats');
      const messages = transaction.objectStore('messages');
      for (let index = from; index < Math.min(from + 250, ${String(historyChatCount)}); index += 1) {
        const row = historyChat(index);
        chats.put(row.chat);
        for (const message of row.messages) messages.put(message);
      }
      transaction.oncomplete = resolve;
      transaction.onerror = () => reject(transaction.error);
    });
  }
  database.close();
  return performance.now() - started;
})()`;

/**
 * Installed before the app loads: notes the first frame in which the sidebar shows a seeded chat.
 * It looks every frame until then, so a page that never shows one (the empty store) would pay that
 * look during a measured stream: `stopSidebarWatch` ends it first.
 */
export const watchSidebar = `(() => {
  const record = { sidebarAt: null, longTasks: [], watching: true };
  window.__historyBench = record;
  const pattern = ${topicPattern};
  const check = () => {
    if (!record.watching) return;
    const aside = document.querySelector('aside[aria-label="Sidebar"]');
    const found = aside && [...aside.querySelectorAll('a')].some((link) => pattern.test(link.textContent || ''));
    if (found) record.sidebarAt = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) record.longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  } catch (error) {}
})()`;

export const stopSidebarWatch = 'window.__historyBench.watching = false';

export const readLoad = `(() => {
  const composer = performance.getEntriesByName('confab:composer-ready')[0];
  const ready = performance.getEntriesByName('confab:search-index-ready')[0];
  return {
    composerReadyMs: composer ? composer.startTime : NaN,
    sidebarMs: window.__historyBench.sidebarAt ?? NaN,
    indexReadyMs: ready ? ready.startTime : NaN,
    index: ready ? ready.detail : null,
  };
})()`;

/** Resolves on the first animation frame in which `condition` (a JS expression) holds. */
function untilFrame(condition: string): string {
  return `new Promise((resolve) => {
    const check = () => { if (${condition}) resolve(performance.now()); else requestAnimationFrame(check); };
    check();
  })`;
}

/** Clicks the sidebar link of a chat and times it until the given text is in the conversation. */
export function openChat(title: string, text: string): string {
  return `(async () => {
    const link = [...document.querySelectorAll('aside[aria-label="Sidebar"] a')]
      .find((candidate) => (candidate.textContent || '').includes(${JSON.stringify(title)}));
    if (!link) throw new Error('No sidebar link for ' + ${JSON.stringify(title)});
    const started = performance.now();
    link.click();
    const shown = await ${untilFrame(
      `[...document.querySelectorAll('[role="log"] article')].some((article) => (article.textContent || '').includes(${JSON.stringify(text)}))`,
    )};
    return shown - started;
  })()`;
}

/**
 * Types a query into "Search chats" (as React sees typing) and times it until the results list shows
 * a chat or says none matches. Also returns the worker's own time for the answer.
 */
export function runSearch(query: string): string {
  return `(async () => {
    const input = document.querySelector('aside[aria-label="Sidebar"] input[aria-label="Search chats"]');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    const type = (value) => { setValue.call(input, value); input.dispatchEvent(new Event('input', { bubbles: true })); };
    type('');
    await new Promise((resolve) => setTimeout(resolve, 600));
    performance.clearMarks('confab:search-answer');
    const started = performance.now();
    type(${JSON.stringify(query)});
    const shown = await ${untilFrame(
      `document.querySelector('nav[aria-label="Search results"] a') || (document.querySelector('aside[aria-label="Sidebar"]').textContent || '').includes('No chat matches your search.')`,
    )};
    const answer = performance.getEntriesByName('confab:search-answer').at(-1);
    const first = document.querySelector('nav[aria-label="Search results"] a');
    const result = {
      totalMs: shown - started,
      workerMs: answer ? answer.detail.milliseconds : NaN,
      firstTitle: first ? first.getAttribute('aria-label') : null,
    };
    type('');
    return result;
  })()`;
}
