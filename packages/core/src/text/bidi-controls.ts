// Embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069): invisible, they reorder
// the characters around them, so `exe.txt` can read as `txt.exe` and code can show other logic
// than it runs ("Trojan Source"). The marks U+200E/U+200F are left alone: they only nudge
// punctuation and are common in right-to-left text.
const bidiControls = /[\u202A-\u202E\u2066-\u2069]/g;

export function hasBidiControls(text: string): boolean {
  bidiControls.lastIndex = 0;
  return bidiControls.test(text);
}

/**
 * `text` with each bidirectional control replaced by a visible marker such as `⟨U+202E⟩`, so it
 * neither reorders what follows nor hides. The one function for link text, code, chat titles, the
 * document title and exports.
 */
export function revealBidiControls(text: string): string {
  return text.replace(
    bidiControls,
    (control) => `⟨U+${(control.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}⟩`,
  );
}
