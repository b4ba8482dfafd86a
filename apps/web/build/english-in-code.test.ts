import { describe, expect, it } from 'vitest';
import { inlineEnglishMessages, readCompiledEnglish } from './english-in-code.ts';

const catalogue = new Map<string, unknown>([
  ['chat.send', [{ type: 0, value: 'Send' }]],
  [
    'chat.count',
    [
      { type: 0, value: 'Chats: ' },
      { type: 1, value: 'count' },
    ],
  ],
]);

describe('englishInCode', () => {
  it('replaces each defaultMessage with its compiled English tree', () => {
    const code = [
      "const messages = { send: { id: 'chat.send', defaultMessage: 'Send…', description: 'button' } };",
      'const defaultMessage = "x";',
      "jsx(FormattedMessage, { id: 'chat.count', defaultMessage, values: { count: 2 } });",
    ].join('\n');
    const result = inlineEnglishMessages(code, 'messages.js', catalogue) ?? '';
    expect(result).toContain(`defaultMessage: [{"type":0,"value":"Send"}], description: 'button'`);
    expect(result).toContain(`defaultMessage: [{"type":0,"value":"Chats: "},{"type":1,"value":"count"}]`);
    expect(result).not.toContain('Send…');
  });

  it('leaves a module without messages alone', () => {
    expect(inlineEnglishMessages('export const a = { id: 1 };', 'a.js', catalogue)).toBeNull();
  });

  it('fails the build for a message missing from the catalogue or without a written id', () => {
    expect(() =>
      inlineEnglishMessages("f({ id: 'chat.gone', defaultMessage: 'Gone' });", 'a.js', catalogue),
    ).toThrow(/chat\.gone is not in the English catalogue/);
    expect(() => inlineEnglishMessages('f({ id, defaultMessage: "Gone" });', 'a.js', catalogue)).toThrow(
      /id is not written out/,
    );
  });

  it('reads the compiled English catalogue', () => {
    expect(readCompiledEnglish().size).toBeGreaterThan(100);
  });
});
