// The lazy KaTeX chunk, CSS and fonts included.
import katex from 'katex';
import 'katex/dist/katex.min.css';
import { sanitiseMathMarkup } from '../sanitise-markup.ts';

const cache = new Map<string, string>();
const cacheLimit = 500;

/**
 * `trust: false` keeps \href, \url, \includegraphics, \htmlClass, \htmlId, \htmlStyle and
 * \htmlData from producing links or attributes; `throwOnError: false` shows a bad formula in red
 * instead of failing the message; `maxExpand` bounds macro bombs.
 */
export function renderMath(tex: string, display: boolean): string {
  const key = `${display ? 'D' : 'I'}${tex}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const html = sanitiseMathMarkup(
    katex.renderToString(tex, {
      displayMode: display,
      throwOnError: false,
      trust: false,
      strict: 'ignore',
      maxExpand: 500,
      maxSize: 20,
      output: 'htmlAndMathml',
    }),
  );
  if (cache.size >= cacheLimit) cache.clear();
  cache.set(key, html);
  return html;
}
