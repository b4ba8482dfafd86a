import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createServerSentEventParser, type ServerSentEvent } from './server-sent-event-parser.ts';

function parseInPieces(pieces: string[]): ServerSentEvent[] {
  const parser = createServerSentEventParser();
  return [...pieces.flatMap((piece) => parser.push(piece)), ...parser.end()];
}

// Fragments that make every line ending (LF, CR, CRLF) and field kind likely, in any order.
const fragment = fc.constantFrom(
  'data: a',
  'data:b',
  'data',
  'event: x',
  'id: 7',
  ': note',
  'x',
  ' ',
  '\n',
  '\r',
  '\r\n',
  '\n\n',
);

describe('createServerSentEventParser', () => {
  it('gives the same events however the text is cut into pieces', () => {
    fc.assert(
      fc.property(
        fc.array(fragment, { maxLength: 60 }),
        fc.array(fc.nat(), { maxLength: 8 }),
        (parts, cuts) => {
          const text = parts.join('');
          const positions = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort((a, b) => a - b);
          const pieces = [0, ...positions].map((from, index) =>
            text.slice(from, positions[index] ?? text.length),
          );
          expect(parseInPieces(pieces)).toEqual(parseInPieces([text]));
        },
      ),
    );
  });

  it('reads each of LF, CR and CRLF as one line ending', () => {
    expect(parseInPieces(['data: 1\n\ndata: 2\r\rdata: 3\r\n\r\n'])).toEqual([
      { data: '1' },
      { data: '2' },
      { data: '3' },
    ]);
  });
});
