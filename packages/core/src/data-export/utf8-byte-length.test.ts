import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utf8ByteLength } from './utf8-byte-length.ts';

describe('utf8ByteLength', () => {
  it('counts as TextEncoder encodes, lone surrogate halves included', () => {
    const unit = fc.oneof(
      fc.integer({ min: 0, max: 0x7f }),
      fc.integer({ min: 0x80, max: 0xffff }),
      fc.constantFrom(0xd800, 0xdbff, 0xdc00, 0xdfff),
    );
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 40 }), (units) => {
        const text = String.fromCharCode(...units);
        expect(utf8ByteLength(text)).toBe(new TextEncoder().encode(text).length);
      }),
    );
  });

  it('counts ASCII, two-, three- and four-byte characters', () => {
    expect(utf8ByteLength('')).toBe(0);
    expect(utf8ByteLength('plain text')).toBe(10);
    expect(utf8ByteLength('Crème brûlée')).toBe(15);
    expect(utf8ByteLength('→ 😀 \ud800x')).toBe(3 + 1 + 4 + 1 + 3 + 1);
  });
});
