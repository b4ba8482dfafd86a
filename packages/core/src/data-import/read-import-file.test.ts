import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ImportReadError, type ImportReadFailure } from './import-read-error.ts';
import { parseImportText, readImportFile } from './read-import-file.ts';
import { detectTextEncoding } from './decode-file-bytes.ts';

function failureOf(text: string): ImportReadFailure | 'none' {
  try {
    parseImportText(text);
    return 'none';
  } catch (error) {
    if (error instanceof ImportReadError) return error.reason;
    throw error;
  }
}

function utf16(text: string, order: 'le' | 'be', withBOM: boolean): Uint8Array {
  const units = (withBOM ? '\uFEFF' : '') + text;
  const bytes = new Uint8Array(units.length * 2);
  for (let index = 0; index < units.length; index += 1) {
    const code = units.charCodeAt(index);
    const [high, low] = [code >> 8, code & 0xff];
    bytes[index * 2] = order === 'le' ? low : high;
    bytes[index * 2 + 1] = order === 'le' ? high : low;
  }
  return bytes;
}

const noPause = () => Promise.resolve();

describe('parseImportText', () => {
  it('reads what JSON.parse reads, compact or indented', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.boolean(), (value, indented) => {
        const text = JSON.stringify(value, null, indented ? 2 : undefined);
        expect(parseImportText(text)).toStrictEqual(JSON.parse(text));
      }),
      { numRuns: 300 },
    );
  });

  it('agrees with JSON.parse on mangled JSON, and fails only with ImportReadError', () => {
    const mangled = fc
      .tuple(fc.jsonValue(), fc.nat(), fc.string({ unit: 'grapheme', maxLength: 3 }))
      .map(([value, cut, insert]) => {
        const text = JSON.stringify(value);
        const at = cut % (text.length + 1);
        return text.slice(0, at) + insert + text.slice(at + (cut % 3));
      });
    fc.assert(
      fc.property(fc.oneof(mangled, fc.string({ unit: 'grapheme' })), (text) => {
        let expected: { value: unknown } | undefined;
        try {
          expected = { value: JSON.parse(text) };
        } catch {
          expected = undefined;
        }
        if (expected) {
          expect(parseImportText(text)).toStrictEqual(expected.value);
          return;
        }
        // Where JSON.parse refuses, the reader refuses too (or reads control characters it tolerates).
        try {
          parseImportText(text);
        } catch (error) {
          expect(error).toBeInstanceOf(ImportReadError);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('skips a BOM left at the start of decoded text', () => {
    expect(parseImportText('\uFEFF {"a":1}')).toEqual({ a: 1 });
  });

  it('reads escapes and unicode', () => {
    const text = '{"a":"x\\n\\t\\"\\\\\\/\\u00e9\\ud83d\\ude00","b":[1.5e3,-0.25,0,true,false,null]}';
    expect(parseImportText(text)).toStrictEqual(JSON.parse(text));
  });

  it('replaces escaped lone surrogates with U+FFFD', () => {
    expect(parseImportText('["\\ud800x","\\udc00","ok\\ud83d\\ude00"]')).toEqual([
      '\uFFFDx',
      '\uFFFD',
      'ok😀',
    ]);
  });

  it('keeps the last of duplicate keys, as JSON.parse does', () => {
    expect(parseImportText('{"title":"first","title":"second"}')).toEqual({ title: 'second' });
  });

  it('keeps __proto__, constructor and prototype as plain data', () => {
    const value = parseImportText(
      '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"prototype":1}',
    ) as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.hasOwn(value, '__proto__')).toBe(true);
    expect((value as { polluted?: unknown }).polluted).toBeUndefined();
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
    expect(Object.keys(value)).toEqual(['__proto__', 'constructor', 'prototype']);
  });

  it.each([
    ['', 'empty'],
    ['  \n\t ', 'empty'],
    ['<!DOCTYPE html><html><body>502 Bad Gateway</body></html>', 'html'],
    ['\n  <html>', 'html'],
    ['hello', 'not-json'],
    ["{'a':1}", 'not-json'],
    ['{"a":1}}', 'not-json'],
    ['{"a" 1}', 'not-json'],
    ['[1 2]', 'not-json'],
    ['{"a":"\\x"}', 'not-json'],
    ['{"a":NaN}', 'not-json'],
    ['{"a": [1, 2', 'truncated'],
    ['{"a": "abc', 'truncated'],
    ['{"a": tr', 'truncated'],
    ['{"a":', 'truncated'],
    ['{"a": "\\u00', 'truncated'],
    ['[-', 'truncated'],
    ['{"a": 1, // note\n"b": 2}', 'comment'],
    ['/* header */ {"a": 1}', 'comment'],
    ['{"a": [1, 2,]}', 'trailing-comma'],
    ['{"a": 1,}', 'trailing-comma'],
    ['{"a": 1}', 'none'],
  ] as const)('%j fails as %s', (text, reason) => {
    expect(failureOf(text)).toBe(reason);
  });

  it('says where the problem is, in words', () => {
    expect(() => parseImportText('{\n  "a": 1,\n  "b": ]\n}')).toThrow(
      'The file is not valid JSON: unexpected “]” (line 3, column 8).',
    );
    expect(() => parseImportText('{"a": [1,]}')).toThrow(
      /comma before a closing bracket \(line 1, column 10\)/,
    );
  });

  it('refuses 100,000-deep nesting with a clear error instead of overflowing the stack', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    expect(failureOf(deep)).toBe('too-deep');
    expect(() => parseImportText(deep)).toThrow('The file nests data more than 10,000 levels deep');
  });

  it('parses 100,000-deep nesting without recursion when the bound allows it', () => {
    const deep = '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000);
    let value = parseImportText(deep, { maximumDepth: 200_000 });
    let depth = 0;
    while (typeof value === 'object' && value !== null) {
      value = (value as { a: unknown }).a;
      depth += 1;
    }
    expect(depth).toBe(100_000);
  });

  it('reads a single 6 MiB string', () => {
    const long = 'x'.repeat(6 * 1024 * 1024);
    const value = parseImportText(`{"content":"${long}"}`) as { content: string };
    expect(value.content.length).toBe(long.length);
  });
});

describe('readImportFile', () => {
  it('decodes UTF-8 with a BOM, and UTF-16 in both byte orders with or without a BOM', async () => {
    const text = '{"title":"Zürich 😀"}';
    const utf8 = new TextEncoder().encode(text);
    const withBOM = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]);
    for (const bytes of [
      utf8,
      withBOM,
      utf16(text, 'le', true),
      utf16(text, 'be', true),
      utf16(text, 'le', false),
      utf16(text, 'be', false),
    ]) {
      expect(await readImportFile(bytes, { pause: noPause })).toEqual({ title: 'Zürich 😀' });
    }
    expect(detectTextEncoding(utf16(text, 'be', false))).toBe('utf-16be');
  });

  it('replaces invalid UTF-8 and unpaired UTF-16 halves with U+FFFD', async () => {
    const invalid = new Uint8Array([
      ...new TextEncoder().encode('["a'),
      0xff,
      0xc3,
      ...new TextEncoder().encode('b"]'),
    ]);
    expect(await readImportFile(invalid, { pause: noPause })).toEqual(['a\uFFFD\uFFFDb']);
    const loneHalf = utf16('["x\uD800y"]', 'le', true);
    expect(await readImportFile(loneHalf, { pause: noPause })).toEqual(['x\uFFFDy']);
  });

  it('works in steps with a pause between them and reports rising progress', async () => {
    const chats = Array.from({ length: 20_000 }, (_, index) => ({ id: `c${index}`, title: `Chat ${index}` }));
    const text = JSON.stringify(chats);
    let pauses = 0;
    const progress: number[] = [];
    const value = await readImportFile(new TextEncoder().encode(text), {
      stepCharacters: 64 * 1024,
      pause: () => {
        pauses += 1;
        return Promise.resolve();
      },
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(value).toEqual(chats);
    expect(pauses).toBeGreaterThan(text.length / (64 * 1024) - 1);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((left, right) => left - right));
  });

  it('stops with the abort reason when cancelled midway', async () => {
    const controller = new AbortController();
    const text = JSON.stringify(Array.from({ length: 50_000 }, (_, index) => index));
    let pauses = 0;
    const reading = readImportFile(text, {
      signal: controller.signal,
      stepCharacters: 1024,
      pause: () => {
        pauses += 1;
        if (pauses === 3) controller.abort(new Error('cancelled by the user'));
        return Promise.resolve();
      },
    });
    await expect(reading).rejects.toThrow('cancelled by the user');
    expect(pauses).toBe(3);
  });
});
