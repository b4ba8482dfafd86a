import type { ReactNode } from 'react';
import type { Token } from 'marked';
import { detectDeceptiveLink, revealBidiControls } from '@confab/core/text';
import { decodeCharacterReferences } from './decode-entities.ts';
import { DeceptiveLink } from './deceptive-link.tsx';
import { FlattenedInline } from './flattened-source.tsx';
import { asMarkdownToken } from './markdown-token.ts';
import { MathFormula } from './math/math-formula.tsx';
import { RemoteImage } from './remote-image.tsx';
import { visibleTextOf } from './link-text.ts';
import { safeLinkHref } from './safe-url.ts';

export interface InlineRenderOptions {
  /** Inside a link: bidirectional controls become visible markers, so the text cannot reorder. */
  revealBidi?: boolean;
}

const lineBreakTag = /^<br\s*\/?>$/i;

function renderInlineToken(token: Token, key: number, options: InlineRenderOptions): ReactNode {
  const typed = asMarkdownToken(token);
  if (!typed) return token.raw;
  const shown = (text: string) => (options.revealBidi ? revealBidiControls(text) : text);
  switch (typed.type) {
    case 'text':
      return typed.tokens ? (
        <span key={key}>{renderInlineTokens(typed.tokens, options)}</span>
      ) : (
        shown(decodeCharacterReferences(typed.text))
      );
    case 'escape':
      return shown(typed.text);
    case 'strong':
      return <strong key={key}>{renderInlineTokens(typed.tokens, options)}</strong>;
    case 'em':
      return <em key={key}>{renderInlineTokens(typed.tokens, options)}</em>;
    case 'del':
      return <del key={key}>{renderInlineTokens(typed.tokens, options)}</del>;
    case 'codespan':
      return (
        <code key={key} className="markdown__inline-code">
          {revealBidiControls(typed.text)}
        </code>
      );
    case 'br':
      return <br key={key} />;
    case 'html':
      // Raw HTML is never live: a line break is harmless and common in tables; the rest is text.
      return lineBreakTag.test(typed.text.trim()) ? <br key={key} /> : typed.raw;
    case 'link': {
      const href = safeLinkHref(typed.href);
      const children = renderInlineTokens(typed.tokens, { revealBidi: true });
      if (!href) return <span key={key}>{children}</span>;
      const deception = detectDeceptiveLink(visibleTextOf(typed.tokens), href);
      if (deception) {
        return (
          <DeceptiveLink key={key} deception={deception} title={typed.title ?? undefined}>
            {children}
          </DeceptiveLink>
        );
      }
      return (
        <a key={key} href={href} title={typed.title ?? undefined} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      );
    }
    case 'image':
      return <RemoteImage key={key} href={typed.href} alt={typed.text} title={typed.title} />;
    case 'inlineMath':
      return <MathFormula key={key} tex={typed.tex} display={typed.display} />;
    case 'flattened':
      return <FlattenedInline key={key} token={typed} />;
    default:
      return typed.raw;
  }
}

export function renderInlineTokens(tokens: readonly Token[], options: InlineRenderOptions = {}): ReactNode[] {
  return tokens.map((token, index) => renderInlineToken(token, index, options));
}
