// What read-aloud says: the message's prose without Markdown's marks, code or link addresses, cut
// into pieces a speech service accepts (OpenAI takes 4,096 characters; Chromium's own synthesis
// stops long utterances early, so it gets short pieces).

/** Markdown to plain speakable prose. */
export function speakableText(markdown: string): string {
  return markdown
    .replace(/\r\n?/g, '\n')
    .replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:\n\1[^\n]*|$)/gm, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/^\s{0,3}(?:#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)/gm, '')
    .replace(/(\*\*|__|\*|_|~~)(?=\S)([^\n]*?\S)\1/g, '$2')
    .replace(/^\s*(?:[-*_]\s*){3,}$/gm, ' ')
    .replace(/\|/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/** Splits at sentence ends (else spaces) so no piece is longer than `maximum` characters. */
export function splitForSpeech(text: string, maximum: number): string[] {
  const pieces: string[] = [];
  let rest = text.trim();
  while (rest.length > maximum) {
    const window = rest.slice(0, maximum + 1);
    const sentenceEnd = Math.max(
      window.lastIndexOf('. '),
      window.lastIndexOf('! '),
      window.lastIndexOf('? '),
      window.lastIndexOf('\n'),
    );
    const cut = sentenceEnd > maximum / 3 ? sentenceEnd + 1 : window.lastIndexOf(' ');
    const at = cut > 0 ? cut : maximum;
    pieces.push(rest.slice(0, at).trim());
    rest = rest.slice(at).trim();
  }
  if (rest !== '') pieces.push(rest);
  return pieces;
}
