import { Marked, type Tokens } from 'marked';
import { escapeHTML } from './escape-html.ts';
import { highlightCode } from './highlight-code.ts';
import { mathExtensions } from './math-extensions.ts';

const linkProtocols = new Set(['http:', 'https:', 'mailto:']);

/** Absolute http, https or mailto only, as in the app's chat (features/markdown/safe-url.ts). */
function safeLinkHref(href: string): string | null {
  const trimmed = href.trim();
  if (!URL.canParse(trimmed)) return null;
  const url = new URL(trimmed);
  return linkProtocols.has(url.protocol) ? url.href : null;
}

/**
 * The shared page's markdown: the app's rules on the server. Raw HTML is shown as text, links keep
 * only http, https and mailto and open without referrer, and images are never loaded: they become a
 * link the reader may follow (the page's policy would refuse to load them anyway). Math becomes
 * MathML; a diagram is its source in a code block marked `diagram`, which the page's script draws.
 */
const marked = new Marked({
  gfm: true,
  async: false,
  extensions: mathExtensions,
  renderer: {
    html(token: Tokens.HTML | Tokens.Tag): string {
      const text = escapeHTML(token.text);
      return 'block' in token && token.block ? `<p>${text}</p>` : text;
    },
    link({ href, tokens }: Tokens.Link): string {
      const label = this.parser.parseInline(tokens);
      const safe = safeLinkHref(href);
      if (safe === null) return label;
      return `<a href="${escapeHTML(safe)}" rel="noopener noreferrer nofollow ugc" target="_blank">${label}</a>`;
    },
    image({ href, text }: Tokens.Image): string {
      const safe = safeLinkHref(href);
      const label = `Image: ${escapeHTML(text === '' ? 'untitled' : text)}`;
      if (safe === null || safe.startsWith('mailto:')) return `<span class="image-ref">${label}</span>`;
      return `<a class="image-ref" href="${escapeHTML(safe)}" rel="noopener noreferrer nofollow ugc" target="_blank">${label}</a>`;
    },
    code({ text, lang }: Tokens.Code): string {
      const language = (lang ?? '').match(/^[\w+#.-]{1,32}/)?.[0];
      const label = language ? `<span class="code-lang">${escapeHTML(language)}</span>` : '';
      if (language === 'mermaid') {
        // The source as code, marked so the page's diagram script (when it runs) draws it.
        return `<figure class="code diagram">${label}<pre><code class="language-mermaid">${escapeHTML(text)}</code></pre></figure>`;
      }
      const languageClass = language ? ` class="hljs language-${escapeHTML(language)}"` : '';
      return `<figure class="code">${label}<pre><code${languageClass}>${highlightCode(text, language)}</code></pre></figure>`;
    },
  },
});

/** One message's markdown as safe HTML. */
export function renderMarkdown(text: string): string {
  return marked.parse(text, { async: false });
}
