import { describe, expect, it } from 'vitest';
import { jsonWithHole } from '../src/mock-provider/json-with-hole.ts';

describe('jsonWithHole', () => {
  const shape = (text: string) => ({
    id: 'c1',
    choices: [{ index: 0, delta: { content: text } }],
    usage: null,
  });

  it('gives the bytes JSON.stringify gives for the whole object, whatever the text', () => {
    const chunk = jsonWithHole(shape);
    for (const text of ['', 'plain', 'a "quote" and \\ slash', 'line\nbreak\u2028', 'emoji 😀', '\u0000']) {
      expect(chunk(text)).toBe(JSON.stringify(shape(text)));
    }
  });

  it('refuses a shape without the hole or with it twice', () => {
    expect(() => jsonWithHole(() => ({ text: 'fixed' }))).toThrow(/exactly once/);
    expect(() => jsonWithHole((text) => ({ a: text, b: text }))).toThrow(/exactly once/);
  });
});
