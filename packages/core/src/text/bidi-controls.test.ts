import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hasBidiControls, revealBidiControls } from './bidi-controls.ts';

const controls = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];

describe('revealBidiControls', () => {
  it('replaces each control with a visible marker naming it', () => {
    expect(revealBidiControls('invoice\u202Efdp.exe')).toBe('invoice⟨U+202E⟩fdp.exe');
    expect(revealBidiControls('\u2066a\u2069')).toBe('⟨U+2066⟩a⟨U+2069⟩');
  });

  it('leaves no control behind and changes nothing else', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.constantFrom(...controls))), (parts) => {
        const text = parts.join('');
        const revealed = revealBidiControls(text);
        expect(hasBidiControls(revealed)).toBe(false);
        expect(revealed.replace(/⟨U\+(202[A-E]|206[6-9])⟩/g, '')).toBe(
          text.replace(/[\u202A-\u202E\u2066-\u2069]/g, ''),
        );
      }),
    );
  });

  it('keeps text without controls as it is, right-to-left marks included', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(!hasBidiControls(text));
        expect(revealBidiControls(text)).toBe(text);
      }),
    );
    expect(revealBidiControls('שלום\u200F!')).toBe('שלום\u200F!');
  });
});
