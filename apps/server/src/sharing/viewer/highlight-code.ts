import { createRequire } from 'node:module';
import { escapeHTML } from './escape-html.ts';

/** The two calls used. Its own typings are not imported: they pull the DOM library into the server's types. */
interface Highlighter {
  getLanguage: (name: string) => object | undefined;
  highlight: (code: string, options: { language: string; ignoreIllegals: boolean }) => { value: string };
}

// highlight.js with its common languages (about forty), loaded from node_modules like every npm package.
const highlighter = createRequire(import.meta.url)('highlight.js/lib/common') as Highlighter;

/** Longest code block that is highlighted; a longer one is shown plain rather than slow the page. */
const maxHighlightedCharacters = 100_000;

/**
 * Highlighted code as HTML, for a language the block names and highlight.js knows; anything else is
 * escaped plain text. No guessing of the language: it is slow and often wrong on short snippets.
 * highlight.js escapes the code itself and adds only `<span class="hljs-…">`.
 */
export function highlightCode(code: string, language: string | undefined): string {
  if (
    language === undefined ||
    code.length > maxHighlightedCharacters ||
    !highlighter.getLanguage(language)
  ) {
    return escapeHTML(code);
  }
  try {
    return highlighter.highlight(code, { language, ignoreIllegals: true }).value;
  } catch {
    return escapeHTML(code);
  }
}

/** The app's token colours (features/markdown/highlight/highlight-theme.css), light and dark. */
export const highlightStyle = `
.hljs{--k:#8839ef;--s:#2f7d32;--n:#b45309;--c:#6b7280;--t:#1d4ed8;--y:#0e7490;--a:#b91c1c;--m:#7c3aed}
@media (prefers-color-scheme:dark){.hljs{--k:#c792ea;--s:#a5d6a7;--n:#f7b267;--c:#8b93a3;--t:#82aaff;--y:#7fdbca;--a:#f78c6c;--m:#c3a6ff}}
.hljs-keyword,.hljs-selector-tag,.hljs-built_in,.hljs-literal{color:var(--k)}
.hljs-string,.hljs-regexp,.hljs-addition,.hljs-template-tag{color:var(--s)}
.hljs-number,.hljs-symbol,.hljs-bullet{color:var(--n)}
.hljs-comment,.hljs-quote{color:var(--c);font-style:italic}
.hljs-title,.hljs-section{color:var(--t)}
.hljs-type,.hljs-title.class_,.hljs-params{color:var(--y)}
.hljs-attr,.hljs-attribute,.hljs-name,.hljs-tag,.hljs-variable,.hljs-deletion{color:var(--a)}
.hljs-meta,.hljs-selector-class,.hljs-selector-id{color:var(--m)}
`.trim();
