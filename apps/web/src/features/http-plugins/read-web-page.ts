import type { ProxyCall } from './send-http-request.ts';

/** How much of a page the model reads; a long article fits, a whole site's HTML does not. */
export const webPageTextCharacters = 30_000;
/** Readability gives up on documents with more elements than this (a pathological page). */
const maxElementsToParse = 20_000;

export interface WebPage {
  url: string;
  title: string;
  text: string;
}

function tidy(text: string): string {
  return text
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n[\s]*\n */g, '\n\n')
    .replace(/ *\n */g, '\n')
    .trim();
}

function bounded(text: string): string {
  if (text.length <= webPageTextCharacters) return text;
  return `${text.slice(0, webPageTextCharacters)}\n[The page was cut after ${webPageTextCharacters.toLocaleString('en')} characters.]`;
}

/**
 * The readable text of an HTML page: Mozilla's Readability (Firefox's reader view) picks the
 * article out of menus and footers; a page it finds no article in gives its whole body's text.
 * DOMParser makes an inert document: none of the page's scripts run and nothing it links loads.
 */
async function readableText(html: string): Promise<{ title: string; text: string }> {
  const { Readability } = await import('@mozilla/readability');
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const fallbackTitle = parsed.title;
  const fallbackText = parsed.body.textContent;
  const article = new Readability(parsed, { maxElemsToParse: maxElementsToParse }).parse();
  return {
    title: article?.title ?? fallbackTitle,
    text: tidy(article?.textContent ?? fallbackText),
  };
}

/**
 * Reads a web page for the model, always through Confab's server: pages rarely allow other origins
 * to read them, and the server's address rules keep a model from aiming it at the person's own
 * network (the browser would reach localhost). Answers the title and the readable text.
 */
export async function readWebPage(
  address: string,
  { proxy, signal }: { proxy: ProxyCall; signal: AbortSignal },
): Promise<WebPage> {
  const answer = await proxy(
    {
      url: address,
      method: 'GET',
      headers: [['Accept', 'text/html,application/xhtml+xml,text/plain;q=0.9,*/*;q=0.5']],
    },
    signal,
  );
  if (answer.status >= 400) throw new Error(`The page answered with status ${answer.status}.`);
  const isHtml = /html/i.test(answer.contentType ?? '') || /^\s*<(!doctype|html)/i.test(answer.body);
  if (!isHtml) return { url: answer.url, title: '', text: bounded(tidy(answer.body)) };
  const { title, text } = await readableText(answer.body);
  return { url: answer.url, title, text: bounded(text) };
}
