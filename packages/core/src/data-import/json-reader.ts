import { setOwn } from '../entities/index.ts';
import { ImportReadError, type ImportReadFailure, type TextPosition } from './import-read-error.ts';

/**
 * Deeper than any export nests (a LibreChat tree nests two levels per message, so this still takes
 * a 5,000-message branch), shallow enough that code walking the value can never exhaust the stack.
 */
export const defaultMaximumDepth = 10_000;

type Frame =
  { kind: 'object'; value: Record<string, unknown>; key: string } | { kind: 'array'; value: unknown[] };

const enum Expect {
  Value,
  FirstKeyOrEnd,
  KeyAfterComma,
  Colon,
  FirstValueOrEnd,
  ValueAfterComma,
  CommaOrEnd,
  Nothing,
}

/** Characters a string holds as they are; `y`: matched from `lastIndex` only. */
const plainRun = /[^"\\]*/y;
const numberPattern = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const loneSurrogates = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const literals = [
  ['true', true],
  ['false', false],
  ['null', null],
] as const;
const escapes = new Map([
  ['"', '"'],
  ['\\', '\\'],
  ['/', '/'],
  ['b', '\b'],
  ['f', '\f'],
  ['n', '\n'],
  ['r', '\r'],
  ['t', '\t'],
]);

/** Whole strings of text are checked for halves of surrogate pairs only when they hold any. */
function wellFormed(text: string): string {
  return /[\uD800-\uDFFF]/.test(text) ? text.replace(loneSurrogates, '\uFFFD') : text;
}

/**
 * A JSON parser that works in steps and keeps its own stack, so a 100,000-deep file cannot overflow
 * the call stack and a 50 MB file can be parsed between yields (progress, cancel). It reads what
 * `JSON.parse` reads, with the same results: a duplicate key keeps its last value, and `__proto__`
 * becomes an own property (set with `defineProperty`), never the prototype. Unlike `JSON.parse`,
 * an escaped lone surrogate (`"\ud800"`) becomes U+FFFD, so every string is well-formed Unicode.
 * Comments and trailing commas are refused with their position (docs/data.md says why).
 */
export class JsonReader {
  private position = 0;
  private readonly stack: Frame[] = [];
  private expect = Expect.Value;
  private root: unknown = undefined;
  private readonly text: string;
  private readonly maximumDepth: number;

  constructor(text: string, options: { maximumDepth?: number } = {}) {
    this.text = text;
    this.maximumDepth = options.maximumDepth ?? defaultMaximumDepth;
    // A BOM left in text decoded elsewhere (a caller's own TextDecoder with ignoreBOM) is not data.
    if (text.startsWith('\uFEFF')) this.position = 1;
    const start = this.skipSpace(this.position);
    if (start >= text.length) throw new ImportReadError('empty');
    if (text[start] === '<') throw new ImportReadError('html');
  }

  /** How far the reader is, 0 to 1. */
  get progress(): number {
    return this.text.length === 0 ? 1 : this.position / this.text.length;
  }

  /** Reads at least `characters` more characters (or to the end); true once the value is complete. */
  step(characters: number): boolean {
    const stop = this.position + characters;
    while (this.position < stop) {
      this.position = this.skipSpace(this.position);
      if (this.position >= this.text.length) return this.finish();
      this.readToken();
    }
    return false;
  }

  /** The parsed value; only after `step` answered true. */
  get value(): unknown {
    return this.root;
  }

  private finish(): boolean {
    if (this.expect !== Expect.Nothing) this.fail('truncated', this.text.length);
    return true;
  }

  private readToken(): void {
    const character = this.text[this.position] ?? '';
    if (character === '/' && (this.text[this.position + 1] === '/' || this.text[this.position + 1] === '*')) {
      this.fail('comment', this.position);
    }
    switch (this.expect) {
      case Expect.Value:
        this.readValue(character);
        return;
      case Expect.FirstKeyOrEnd:
        if (character === '}') {
          this.closeContainer();
          return;
        }
        {
          this.readKey(character);
          return;
        }
      case Expect.KeyAfterComma:
        if (character === '}') this.fail('trailing-comma', this.position);
        {
          this.readKey(character);
          return;
        }
      case Expect.Colon:
        if (character !== ':') this.unexpected('expected “:” after a key');
        this.position += 1;
        this.expect = Expect.Value;
        return;
      case Expect.FirstValueOrEnd:
        if (character === ']') {
          this.closeContainer();
          return;
        }
        this.expect = Expect.Value;
        return;
      case Expect.ValueAfterComma:
        if (character === ']') this.fail('trailing-comma', this.position);
        this.expect = Expect.Value;
        return;
      case Expect.CommaOrEnd: {
        this.readCommaOrEnd(character);
        return;
      }
      case Expect.Nothing:
        this.unexpected('more data after the end of the JSON value');
    }
  }

  private readCommaOrEnd(character: string): void {
    const top = this.stack.at(-1);
    if (character === ',') {
      this.position += 1;
      this.expect = top?.kind === 'object' ? Expect.KeyAfterComma : Expect.ValueAfterComma;
      return;
    }
    if ((character === '}' && top?.kind === 'object') || (character === ']' && top?.kind === 'array')) {
      this.closeContainer();
      return;
    }
    this.unexpected(`expected “,” or “${top?.kind === 'object' ? '}' : ']'}”`);
  }

  private readValue(character: string): void {
    if (character === '{' || character === '[') {
      if (this.stack.length >= this.maximumDepth) {
        throw new ImportReadError('too-deep', { detail: this.maximumDepth.toLocaleString('en-US') });
      }
      this.position += 1;
      if (character === '{') {
        this.stack.push({ kind: 'object', value: {}, key: '' });
        this.expect = Expect.FirstKeyOrEnd;
      } else {
        this.stack.push({ kind: 'array', value: [] });
        this.expect = Expect.FirstValueOrEnd;
      }
      return;
    }
    if (character === '"') {
      this.store(this.readString());
      return;
    }
    if (character === '-' || (character >= '0' && character <= '9')) {
      this.store(this.readNumber());
      return;
    }
    for (const [word, literal] of literals) {
      if (this.text.startsWith(word, this.position)) {
        this.position += word.length;
        this.store(literal);
        return;
      }
      const rest = this.text.length - this.position;
      if (rest < word.length && word.startsWith(this.text.slice(this.position))) {
        this.fail('truncated', this.text.length);
      }
    }
    this.unexpected(`unexpected “${character}”`);
  }

  private readKey(character: string): void {
    if (character !== '"') this.unexpected('expected a quoted key');
    const top = this.stack.at(-1);
    if (top?.kind === 'object') top.key = this.readString();
    this.expect = Expect.Colon;
  }

  private readNumber(): number {
    numberPattern.lastIndex = this.position;
    const match = numberPattern.exec(this.text);
    if (!match) {
      if (this.position + 1 >= this.text.length) this.fail('truncated', this.text.length);
      this.unexpected('a malformed number');
    }
    this.position += match[0].length;
    return Number(match[0]);
  }

  private readString(): string {
    const start = this.position + 1;
    const end = this.plainRunEnd(start);
    if (this.text[end] === '"') {
      this.position = end + 1;
      return wellFormed(this.text.slice(start, end));
    }
    return this.readEscapedString(start);
  }

  /** Where the run of characters that need no decoding ends: at a quote, a backslash or the end. */
  private plainRunEnd(from: number): number {
    plainRun.lastIndex = from;
    plainRun.exec(this.text);
    const end = plainRun.lastIndex;
    if (end >= this.text.length) this.fail('truncated', this.text.length);
    return end;
  }

  private readEscapedString(start: number): string {
    const parts: string[] = [];
    let index = start;
    for (;;) {
      const end = this.plainRunEnd(index);
      parts.push(this.text.slice(index, end));
      if (this.text[end] === '"') {
        this.position = end + 1;
        return wellFormed(parts.join(''));
      }
      const kind = this.text[end + 1];
      if (kind === undefined) this.fail('truncated', this.text.length);
      if (kind === 'u') {
        const hex = this.text.slice(end + 2, end + 6);
        if (hex.length < 4 && end + 6 > this.text.length) this.fail('truncated', this.text.length);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) this.unexpected('a malformed \\u escape', end);
        parts.push(String.fromCharCode(parseInt(hex, 16)));
        index = end + 6;
      } else {
        const escaped = escapes.get(kind);
        if (escaped === undefined) this.unexpected(`an unknown escape “\\${kind}”`, end);
        parts.push(escaped);
        index = end + 2;
      }
    }
  }

  private store(value: unknown): void {
    const top = this.stack.at(-1);
    if (!top) {
      this.root = value;
      this.expect = Expect.Nothing;
      return;
    }
    if (top.kind === 'array') top.value.push(value);
    // setOwn: "__proto__" stays an own data field, as JSON.parse makes it, never the prototype.
    // Other keys are plainly assigned: defineProperty on every key made parsing four times slower.
    else if (top.key === '__proto__') setOwn(top.value, top.key, value);
    else Reflect.set(top.value, top.key, value);
    this.expect = Expect.CommaOrEnd;
  }

  private closeContainer(): void {
    this.position += 1;
    const done = this.stack.pop();
    this.store(done?.value);
  }

  private skipSpace(from: number): number {
    let index = from;
    for (;;) {
      const code = this.text.charCodeAt(index);
      if (code !== 0x20 && code !== 0x0a && code !== 0x0d && code !== 0x09) return index;
      index += 1;
    }
  }

  private unexpected(detail: string, at = this.position): never {
    throw new ImportReadError('not-json', { position: this.positionOf(at), detail });
  }

  private fail(reason: ImportReadFailure, at: number): never {
    throw new ImportReadError(reason, { position: this.positionOf(at) });
  }

  private positionOf(index: number): TextPosition {
    let line = 1;
    let lineStart = 0;
    for (let newline = this.text.indexOf('\n'); newline !== -1 && newline < index;) {
      line += 1;
      lineStart = newline + 1;
      newline = this.text.indexOf('\n', lineStart);
    }
    return { line, column: index - lineStart + 1 };
  }
}
