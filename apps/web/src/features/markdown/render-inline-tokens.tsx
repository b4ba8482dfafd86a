import type { ReactNode } from 'react';
import type { Token } from 'marked';
import { decodeCharacterReferences } from './decode-entities.ts';
import { FlattenedInline } from './flattened-source.tsx';
import { asMarkdownToken } from './markdown-token.ts';
import { MathFormula } from './math/math-formula.tsx';
import { RemoteImage } from './remote-image.tsx';
import { safeLinkHref } from './safe-url.ts';

const lineBreakTag = /^<br\s*\/?>$/i;

function renderInlineToken(token: Token, key: number): ReactNode {
  const typed = asMarkdownToken(token);
  if (!typed) return token.raw;
  switch (typed.type) {
    case 'text':
      return typed.tokens ? (
        <span key={key}>{renderInlineTokens(typed.tokens)}</span>
      ) : (
        decodeCharacterReferences(typed.text)
      );
    case 'escape':
      return typed.text;
    case 'strong':
      return <strong key={key}>{renderInlineTokens(typed.tokens)}</strong>;
    case 'em':
      return <em key={key}>{renderInlineTokens(typed.tokens)}</em>;
    case 'del':
      return <del key={key}>{renderInlineTokens(typed.tokens)}</del>;
    case 'codespan':
      return (
        <code key={key} className="markdown__inline-code">
          {typed.text}
        </code>
      );
    case 'br':
      return <br key={key} />;
    case 'html':
      // Raw HTML is never live: a line break is harmless and common in tables; the rest is text.
      return lineBreakTag.test(typed.text.trim()) ? <br key={key} /> : typed.raw;
    case 'link': {
      const href = safeLinkHref(typed.href);
      const children = renderInlineTokens(typed.tokens);
      if (!href) return <span key={key}>{children}</span>;
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

export function renderInlineTokens(tokens: readonly Token[]): ReactNode[] {
  return tokens.map((token, index) => renderInlineToken(token, index));
}
