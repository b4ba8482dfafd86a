import type { Token } from 'marked';

/** The text a reader sees in a link: its tokens' text without the Markdown around it. */
export function visibleTextOf(tokens: readonly Token[]): string {
  return tokens
    .map((token) => {
      const nested = token as { tokens?: Token[]; text?: string };
      if (nested.tokens) return visibleTextOf(nested.tokens);
      return typeof nested.text === 'string' ? nested.text : '';
    })
    .join('');
}
