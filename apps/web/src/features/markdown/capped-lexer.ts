import { Lexer, Tokenizer, type MarkedOptions, type Token, type Tokens, type TokensList } from 'marked';
import { asGenericToken, flattenedToken } from './flattened-token.ts';
import { inlineMarkupLimit, markdownNestingLimit, tableColumnLimit } from './markdown-limits.ts';

const inlineMarkupCharacters = new Set('[]*_~<`$@');

function exceedsInlineMarkupLimit(source: string): boolean {
  let count = 0;
  for (const character of source) {
    if (inlineMarkupCharacters.has(character) && ++count > inlineMarkupLimit) return true;
  }
  return false;
}

/** Refuses tables wider than `tableColumnLimit` before marked splits and lexes every cell. */
class CappedTokenizer extends Tokenizer {
  override table(source: string): Tokens.Table | undefined {
    const match = this.rules.block.table.exec(source);
    const delimiterRow = match?.[2];
    if (match && delimiterRow !== undefined && delimiterRow.split('|').length > tableColumnLimit + 2) {
      const raw = match[0].replace(/\n+$/, '');
      // Shown as its source; the renderer knows the type, marked's declared return type does not.
      return asGenericToken(flattenedToken(raw, 'table')) as Tokens.Table;
    }
    return super.table(source);
  }
}

/**
 * marked's lexer with the bounds of `markdown-limits.ts`. Quotes and list items lex their content
 * through `blockTokens`, and emphasis, links and images theirs through `inlineTokens`, so counting
 * depth there bounds every way of nesting; what lies deeper becomes one flattened token.
 */
export class CappedLexer extends Lexer {
  private blockDepth = 0;
  private inlineDepth = 0;

  constructor(options: MarkedOptions) {
    super({ ...options, tokenizer: new CappedTokenizer() });
  }

  override blockTokens(source: string, tokens?: Token[], lastParagraphClipped?: boolean): Token[];
  override blockTokens(source: string, tokens?: TokensList, lastParagraphClipped?: boolean): TokensList;
  override blockTokens(source: string, tokens: Token[] = [], lastParagraphClipped?: boolean): Token[] {
    if (this.blockDepth >= markdownNestingLimit) {
      // Flat: every line at the same level, not indented further per level it was nested.
      tokens.push(asGenericToken(flattenedToken(source, 'nesting', source.replace(/^[ \t]+/gm, ''))));
      // What marked's own blockTokens leaves behind for the container that called it.
      this.state.top = true;
      return tokens;
    }
    this.blockDepth += 1;
    try {
      return super.blockTokens(source, tokens, lastParagraphClipped);
    } finally {
      this.blockDepth -= 1;
    }
  }

  override inlineTokens(source: string, tokens: Token[] = []): Token[] {
    const reason =
      this.inlineDepth >= markdownNestingLimit
        ? 'nesting'
        : this.inlineDepth === 0 && exceedsInlineMarkupLimit(source)
          ? 'markup'
          : null;
    if (reason) {
      tokens.push(asGenericToken(flattenedToken(source, reason)));
      return tokens;
    }
    this.inlineDepth += 1;
    try {
      return super.inlineTokens(source, tokens);
    } finally {
      this.inlineDepth -= 1;
    }
  }
}
