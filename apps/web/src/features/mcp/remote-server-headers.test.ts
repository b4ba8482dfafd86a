import { describe, expect, it } from 'vitest';
import { parseHeaderLines, readRemoteServerHeaders, remoteHeaderLimits } from './remote-server-headers.ts';

describe('request headers typed for a remote MCP server', () => {
  it('reads Name: value lines, skipping blank ones and keeping colons in values', () => {
    expect(parseHeaderLines('X-API-Key: abc\n\n  Authorization: Bearer a:b  \r\n')).toEqual({
      ok: true,
      headers: [
        ['X-API-Key', 'abc'],
        ['Authorization', 'Bearer a:b'],
      ],
    });
    expect(parseHeaderLines('')).toEqual({ ok: true, headers: [] });
  });

  it('names the first line that is not a header, or that the browser or MCP sets itself', () => {
    expect(parseHeaderLines('X-A: 1\nno colon here')).toEqual({ ok: false, problem: 'malformed', line: 2 });
    expect(parseHeaderLines('Bad Name: 1')).toEqual({ ok: false, problem: 'malformed', line: 1 });
    expect(parseHeaderLines('X-Empty:')).toEqual({ ok: false, problem: 'malformed', line: 1 });
    expect(parseHeaderLines('X-A: 1\nMcp-Session-Id: 7')).toEqual({
      ok: false,
      problem: 'reserved',
      line: 2,
    });
  });

  it('bounds how many headers and how long a value may be', () => {
    const many = Array.from({ length: remoteHeaderLimits.count + 1 }, (_, index) => `X-${String(index)}: v`);
    expect(parseHeaderLines(many.join('\n'))).toEqual({ ok: false, problem: 'too-many' });
    const long = `X-Long: ${'v'.repeat(remoteHeaderLimits.valueLength + 1)}`;
    expect(parseHeaderLines(long)).toEqual({ ok: false, problem: 'too-long' });
  });

  it('opens the stored JSON by server name, and anything unreadable as none', () => {
    const stored = JSON.stringify({ maths: [['X-API-Key', 'abc']] });
    expect([...readRemoteServerHeaders(stored)]).toEqual([['maths', [['X-API-Key', 'abc']]]]);
    expect(readRemoteServerHeaders('{not json').size).toBe(0);
    expect(readRemoteServerHeaders(JSON.stringify({ maths: [['bad name', 'x']] })).size).toBe(0);
    expect(readRemoteServerHeaders(undefined).size).toBe(0);
  });
});
