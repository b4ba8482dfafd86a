import { describe, expect, it } from 'vitest';
import {
  isFrameReadyMessage,
  newNonce,
  parseFrameResult,
  runMessage,
  sandboxLimits,
} from './sandbox-protocol.ts';

const nonce = 'n-1';
const valid = { type: 'confab-plugin-result', nonce, outcome: 'returned', value: '42', logs: ['hi'] };

describe('sandbox protocol', () => {
  it('accepts the frame result of this call only', () => {
    expect(parseFrameResult(valid, nonce)).toEqual(valid);
    expect(parseFrameResult(valid, 'n-2')).toBeUndefined();
    expect(parseFrameResult({ ...valid, nonce: undefined }, nonce)).toBeUndefined();
  });

  it('refuses messages of another shape', () => {
    for (const data of [
      null,
      'confab-plugin-result',
      { ...valid, type: 'confab-artifact-ready' },
      { ...valid, outcome: 'eval-this' },
      { ...valid, value: 42 },
      { ...valid, logs: 'hi' },
      { ...valid, logs: [1] },
    ]) {
      expect(parseFrameResult(data, nonce)).toBeUndefined();
    }
  });

  it('refuses results, messages and console output past their bounds', () => {
    const long = (length: number) => 'x'.repeat(length);
    expect(
      parseFrameResult({ ...valid, value: long(sandboxLimits.resultCharacters + 1) }, nonce),
    ).toBeUndefined();
    expect(
      parseFrameResult({ ...valid, message: long(sandboxLimits.messageCharacters + 1) }, nonce),
    ).toBeUndefined();
    const manyLines = Array.from({ length: sandboxLimits.logEntries + 1 }, () => 'x');
    expect(parseFrameResult({ ...valid, logs: manyLines }, nonce)).toBeUndefined();
    const longLines = Array.from({ length: 11 }, () => long(1_000));
    expect(parseFrameResult({ ...valid, logs: longLines }, nonce)).toBeUndefined();
  });

  it('recognises the ready message and builds the run message with the nonce', () => {
    expect(isFrameReadyMessage({ type: 'confab-plugin-ready' })).toBe(true);
    expect(isFrameReadyMessage({ type: 'confab-artifact-ready' })).toBe(false);
    expect(runMessage({ mode: 'script', code: 'return 1' }, nonce)).toEqual({
      type: 'confab-plugin-run',
      nonce,
      mode: 'script',
      code: 'return 1',
    });
  });

  it('makes a fresh 128-bit nonce per call', () => {
    const first = newNonce();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(newNonce()).not.toBe(first);
  });
});
